// What `npm start` and `npm run seed` share: .env, the data folder, the signing secret and, when
// DATABASE_URL is unset, the embedded PostgreSQL (PGlite).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { startEmbeddedDatabase } from './embedded-db.mjs'

export const root = path.resolve(import.meta.dirname, '..')

/** The seed process (see scripts/seed-entry.mjs for why it is not `payload run`). */
export const SEED_COMMAND = ['--import', 'tsx', 'scripts/seed-entry.mjs']

/** @returns {Promise<{ env: NodeJS.ProcessEnv, dataDir: string, stopDatabase: () => Promise<void> }>} */
export async function prepareRuntime() {
  process.chdir(root)
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  fs.mkdirSync(dataDir, { recursive: true })
  env.DATA_DIR = dataDir
  env.MEDIA_DIR ||= path.join(dataDir, 'media')

  // A secret made once per data folder: nothing secret lives in the repository.
  if (!env.PAYLOAD_SECRET) {
    const secretFile = path.join(dataDir, '.payload-secret')
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
  }

  let stopDatabase = async () => {}
  if (!env.DATABASE_URL) {
    // One process owns the embedded database's files; a second command (say `npm run redirects` while
    // `npm start` runs) connects to the running one instead of opening the same files twice.
    const owner = path.join(dataDir, 'embedded-db.json')
    const running = runningEmbeddedDatabase(owner)
    if (running) {
      env.DATABASE_URL = running
    } else {
      const database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite'), port: Number(env.PGLITE_PORT || 0) })
      env.DATABASE_URL = database.url
      fs.writeFileSync(owner, JSON.stringify({ pid: process.pid, url: database.url }))
      stopDatabase = async () => {
        fs.rmSync(owner, { force: true })
        await database.stop()
      }
      console.log(`Embedded PostgreSQL (PGlite) at ${database.url}, data in ${path.join(dataDir, 'pglite')}`)
    }
  }
  return { env, dataDir, stopDatabase }
}

/** The URL of the embedded database another live process serves from this data folder, if any. */
function runningEmbeddedDatabase(ownerFile) {
  try {
    const { pid, url } = JSON.parse(fs.readFileSync(ownerFile, 'utf8'))
    process.kill(pid, 0)
    return url
  } catch {
    return null
  }
}
