// PGlite (PostgreSQL in WASM) served over the Postgres wire protocol, so the app's ordinary `pg`
// pool talks to it exactly as to a real server (DESIGN §2). Used by `npm start` and the tests.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { servePglite } from './pglite-server.mjs'

/**
 * Takes the data folder for this process: `<dataDir>.lock` holds the owner's pid and is created with
 * O_EXCL, so of two processes opening one folder (which would corrupt it) exactly one wins. A lock
 * whose pid is gone is stale (a killed process) and taken over. Hand-written: a lock file with a pid is
 * a few lines, and the usual packages (proper-lockfile) judge staleness by mtime, not by the owner.
 * @returns {() => void} releases the lock
 */
export function lockDataDir(dataDir) {
  const lockFile = `${dataDir}.lock`
  fs.mkdirSync(path.dirname(lockFile), { recursive: true })
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 })
      return () => {
        if (ownerOf(lockFile) === process.pid) fs.rmSync(lockFile, { force: true })
      }
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error
    }
    const owner = ownerOf(lockFile)
    if (owner !== null && isAlive(owner)) {
      throw Object.assign(
        new Error(`The embedded database in ${dataDir} is open in process ${owner} (lock ${lockFile}).`),
        { code: 'ELOCKED', pid: owner },
      )
    }
    // Stale: move it aside atomically. If what was moved is no longer the stale lock (another process
    // broke it and took the folder meanwhile), put it back with link(), which never overwrites.
    const aside = `${lockFile}.${process.pid}.stale`
    try {
      fs.renameSync(lockFile, aside)
      if (ownerOf(aside) !== owner) fs.linkSync(aside, lockFile)
    } catch {
    } finally {
      fs.rmSync(aside, { force: true })
    }
  }
  throw new Error(
    `Could not take the lock ${lockFile} of the embedded database; remove it if no process uses ${dataDir}.`,
  )
}

function ownerOf(lockFile) {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'))
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM'
  }
}

/**
 * @param {{ dataDir?: string, port?: number, host?: string, loadDataDir?: Blob }} [options] dataDir undefined = in
 *   memory; loadDataDir: a tarball of `dump()` to start from (the tests' migrated template) instead of an empty cluster
 * @returns {Promise<{ url: string, stop: () => Promise<void>, dump: () => Promise<Blob> }>} url carries this server's
 *   random password; dump: the data folder as an uncompressed tarball
 */
export async function startEmbeddedDatabase({ dataDir, port = 0, host = '127.0.0.1', loadDataDir } = {}) {
  const unlock = dataDir ? lockDataDir(dataDir) : () => {}
  try {
    const db = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) })
    // A new password at every start: other local processes learn it only from a 0600 file or our environment.
    const server = await servePglite(db, { host, port, password: randomBytes(24).toString('hex') })
    let stopping = null
    return {
      url: `postgres://postgres:${server.password}@${host}:${server.port}/postgres`,
      dump: () => db.dumpDataDir('none'),
      stop: () =>
        (stopping ??= (async () => {
          try {
            await server.close()
            await db.close()
          } finally {
            unlock()
          }
        })()),
    }
  } catch (error) {
    unlock()
    throw error
  }
}
