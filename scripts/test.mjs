// `npm test`: unit and integration tests (Vitest), then browser tests (Playwright + Debian Chromium).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { chromiumPath } from './chromium.mjs'

const run = (cmd, args, env = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

run('npx', ['vitest', 'run'])

const chromium = chromiumPath()
if (!fs.existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it (apt-get install -y chromium-headless-shell) to run the browser tests.`
  if (process.env.CI) {
    console.error(message)
    process.exit(1)
  }
  console.warn(`\nSkipping browser tests. ${message}\n`)
  process.exit(0)
}
// A fresh embedded database for every run, so the browser tests see exactly the seeded demo.
fs.rmSync('.e2e-data', { recursive: true, force: true })
run('npx', ['playwright', 'test'], { E2E_DATA_DIR: '.e2e-data' })
