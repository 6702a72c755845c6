// Issue 34 §8: how long a new user waits, from a clean clone to the first page of `npm start`, on the embedded database.
//   node bench/fresh-clone.mjs [--port 3400] [--empty-cache] [--keep]
// Clones this checkout's HEAD into a temporary folder, runs `npm install` (with an empty npm cache when asked), then
// `npm start` until the home page answers, and prints each time with the machine's load. The clone is removed unless
// --keep.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: { port: { type: 'string', default: '3400' }, 'empty-cache': { type: 'boolean' }, keep: { type: 'boolean' } },
})
const root = path.resolve(import.meta.dirname, '..')
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-clone-'))
const clone = path.join(work, 'app')
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const seconds = (from) => ((performance.now() - from) / 1000).toFixed(1)

execFileSync('git', ['clone', '-q', root, clone])
console.log(
  `clone at ${execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD']).toString().trim()}; load ${load()}`,
)
const started = performance.now()
const cache = values['empty-cache'] ? ['--cache', path.join(work, 'npm-cache')] : []
execFileSync('npm', ['install', '--no-audit', '--no-fund', ...cache], { cwd: clone, stdio: 'ignore' })
const installed = performance.now()
console.log(`npm install${values['empty-cache'] ? ' (empty cache)' : ''}: ${seconds(started)} s; load ${load()}`)

const start = spawn('npm', ['start'], {
  cwd: clone,
  env: { ...process.env, PORT: values.port },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const stop = () => {
  try {
    process.kill(-start.pid, 'SIGTERM')
  } catch {}
}
start.on('exit', (code) => {
  if (code !== null && code !== 0) {
    console.error(`npm start ended with ${code}`)
    process.exit(1)
  }
})
for (;;) {
  const ok = await fetch(`http://127.0.0.1:${values.port}/`, { signal: AbortSignal.timeout(5000) }).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  await new Promise((r) => setTimeout(r, 1000))
}
console.log(
  `npm start to the first page: ${seconds(installed)} s; clone to first page: ${seconds(started)} s; load ${load()}`,
)
stop()
await new Promise((r) => start.once('exit', r))
if (!values.keep) fs.rmSync(work, { recursive: true, force: true })
