import { spawn, spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { credentialsFileName, embeddedDatabaseRefusal, NODE_FLAGS } from './runtime.mjs'
import { EXIT_WITH_PARENT } from './steps.mjs'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe('embedded database in production', () => {
  it('is refused under NODE_ENV=production unless ALLOW_EMBEDDED_DB=true', () => {
    expect(embeddedDatabaseRefusal({ NODE_ENV: 'production' })).toMatch(/DATABASE_URL.*ALLOW_EMBEDDED_DB=true/)
    expect(embeddedDatabaseRefusal({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: '1' })).not.toBeNull()
    expect(embeddedDatabaseRefusal({ NODE_ENV: 'production', ALLOW_EMBEDDED_DB: 'true' })).toBeNull()
    expect(embeddedDatabaseRefusal({ NODE_ENV: 'development' })).toBeNull()
    expect(embeddedDatabaseRefusal({})).toBeNull()
  })
})

describe('the demo logins file', () => {
  it('is admin.json for the embedded database and one per PostgreSQL database otherwise', () => {
    expect(credentialsFileName(undefined)).toBe('admin.json')
    expect(credentialsFileName('')).toBe('admin.json')
    expect(credentialsFileName('postgres://postgres@127.0.0.1:5432/bench200k')).toBe(
      'admin-127.0.0.1-5432-bench200k.json',
    )
    expect(credentialsFileName('postgres://u:secret@db.example.com/shop')).toBe('admin-db.example.com-5432-shop.json')
  })

  it('never carries the password, and no path separator from the database name', () => {
    const name = credentialsFileName('postgres://u:hunter2@h:6543/..%2F..%2Fetc')
    expect(name).not.toContain('hunter2')
    expect(name).not.toContain('/')
    expect(credentialsFileName('not a url')).toBe('admin-database.json')
  })
})

describe('child processes of npm start', { timeout: 120_000 }, () => {
  it('end when the process that started them is killed with SIGKILL', async () => {
    // A parent that starts a never-ending child the way start.mjs starts `next start`, then waits.
    const parentCode = `
      const { spawn } = require('node:child_process')
      const child = spawn(process.execPath, ${JSON.stringify([...EXIT_WITH_PARENT, '-e', 'setInterval(() => {}, 1000)'])}, { stdio: 'ignore', env: { ...process.env, EXIT_WITH_PARENT_PID: String(process.pid) } })
      console.log(child.pid)
      setInterval(() => {}, 1000)`
    const parent = spawn(process.execPath, ['-e', parentCode], { stdio: ['ignore', 'pipe', 'inherit'] })
    const childPid = Number(
      await new Promise<string>((resolve) => parent.stdout.once('data', (d) => resolve(String(d)))),
    )
    expect(alive(childPid)).toBe(true)
    parent.kill('SIGKILL')
    await expect.poll(() => alive(childPid), { timeout: 30_000 }).toBe(false)
  })

  // With Node's default conditions, importing Payload's Lexical editor (as the seed and
  // the redirects command do) ends with "unsettled top-level await" in most runs on Node 20.
  it('load the Lexical editor package reliably with the flags the seed runs with', () => {
    const failures = []
    for (let i = 0; i < 4; i++) {
      const run = spawnSync(
        process.execPath,
        [...NODE_FLAGS, '--input-type=module', '-e', "await import('@payloadcms/richtext-lexical')"],
        { encoding: 'utf8', timeout: 60_000 },
      )
      if (run.status !== 0) failures.push(`exit ${run.status ?? run.signal}: ${run.stderr.slice(0, 300)}`)
    }
    expect(failures).toEqual([])
  })
})
