import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** Running, as opposed to gone or a zombie waiting to be reaped by its new parent after ours exited. */
const alive = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return false
  }
}
const childrenOf = (pid: number) =>
  fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)

describe('npm run seed', { timeout: 180_000 }, () => {
  it.runIf(process.platform === 'linux')(
    'on SIGTERM stops its seed process, then closes the embedded database and releases the data folder',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-signal-'))
      const seed = spawn(process.execPath, ['scripts/seed.mjs'], {
        cwd: path.resolve(import.meta.dirname, '..'),
        // The seed's progress lines are info (the unit tests run at warn, vitest.config.ts).
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_CARS: '0',
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let output = ''
      const exited = new Promise<number | string>((resolve) =>
        seed.on('exit', (code, signal) => resolve(code ?? signal ?? 'none')),
      )
      // The seed process announces itself before it loads Payload.
      await new Promise<void>((resolve, reject) => {
        const watch = (chunk: Buffer) => {
          output += chunk
          if (output.includes('seed: starting Payload')) resolve()
        }
        seed.stdout.on('data', watch)
        seed.stderr.on('data', watch)
        seed.on('exit', () => reject(new Error(`seed ended early:\n${output}`)))
      })
      const [seedChild] = childrenOf(seed.pid!)
      expect(seedChild).toBeDefined()
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true)

      seed.kill('SIGTERM')
      expect(await exited).toBe(143)
      // The child ends on its own signal, a moment after its parent: wait for that, bounded by the poll's timeout.
      await expect.poll(() => alive(seedChild!), { timeout: 10_000 }).toBe(false)
      expect(fs.existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
      expect(fs.existsSync(path.join(dataDir, 'embedded-db.json'))).toBe(false)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  )
})
