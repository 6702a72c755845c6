// What `npm start` and `npm run seed` share: .env, the data folder, the signing secret and, when
// DATABASE_URL is unset, the embedded PostgreSQL (PGlite).
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { compiled } from './compile-cli.mjs'
import { startEmbeddedDatabase } from './embedded-db.mjs'
import { log } from './log.mjs'

export const root = path.resolve(import.meta.dirname, '..')

/**
 * Node flags of the compiled programs (scripts/compile-cli.mjs). `production` resolves Lexical's
 * packages to their plain builds: their default Node entries (`*.node.mjs`) choose a build with a
 * top-level `await import()`, and on Node 20 a graph with dozens of those intermittently never
 * settles (10 runs in 12 here): the process then ends with exit 13, or, kept alive by a timer as
 * under tsx, waits forever — the seed hang §11.
 */
export const NODE_FLAGS = ['--enable-source-maps', '--conditions=production']

/** The seed process: src/demo/seed/run.ts compiled to plain JavaScript, neither `payload run` nor tsx. */
export const SEED_COMMAND = [...NODE_FLAGS, compiled('seed')]

/**
 * The embedded database is for the demo, development and tests: one PGlite session shared by every
 * connection. A production deployment uses PostgreSQL unless told otherwise on purpose.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string | null} why it is refused, or null
 */
export function embeddedDatabaseRefusal(env) {
  if (env.NODE_ENV !== 'production' || env.ALLOW_EMBEDDED_DB === 'true') return null
  return 'NODE_ENV=production and DATABASE_URL is not set: the embedded database (PGlite) is for the demo, development and tests. Set DATABASE_URL to a PostgreSQL server, or ALLOW_EMBEDDED_DB=true to use the embedded one anyway.'
}

/** @returns {Promise<{ env: NodeJS.ProcessEnv, dataDir: string, stopDatabase: () => Promise<void> }>} */
export async function prepareRuntime() {
  process.chdir(root)
  if (fs.existsSync('.env')) process.loadEnvFile('.env')
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
  const dataDir = path.resolve(env.DATA_DIR || 'data')
  // Only this user reads the data folder: it holds the database, the signing secret and the database URL.
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  env.DATA_DIR = dataDir
  env.MEDIA_DIR ||= path.join(dataDir, 'media')

  // A secret made once per data folder: nothing secret lives in the repository.
  if (!env.PAYLOAD_SECRET) {
    const secretFile = path.join(dataDir, '.payload-secret')
    if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
    env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
  }

  // The demo's logins, written by the seed that creates them: one file per database, so seeding another database
  // (a benchmark's PostgreSQL, say) never replaces the embedded demo's logins.
  env.ADMIN_CREDENTIALS_FILE ||= path.join(dataDir, credentialsFileName(env.DATABASE_URL))

  let stopDatabase = async () => {}
  if (!env.DATABASE_URL) {
    const refusal = embeddedDatabaseRefusal(env)
    if (refusal) throw new Error(refusal)
    // One process owns the embedded database's files (scripts/embedded-db.mjs locks them); a second
    // command (say `npm run redirects` while `npm start` runs) connects to the running one. Its URL,
    // password included, is in a file only this user can read.
    const owner = path.join(dataDir, 'embedded-db.json')
    const running = runningEmbeddedDatabase(owner)
    if (running) {
      env.DATABASE_URL = running
    } else {
      const database = await startEmbeddedDatabase({
        dataDir: path.join(dataDir, 'pglite'),
        port: Number(env.PGLITE_PORT || 0),
      })
      env.DATABASE_URL = database.url
      fs.rmSync(owner, { force: true })
      fs.writeFileSync(owner, JSON.stringify({ pid: process.pid, url: database.url }), { mode: 0o600 })
      let stopping = null
      stopDatabase = () =>
        (stopping ??= (async () => {
          fs.rmSync(owner, { force: true })
          await database.stop()
        })())
      const shown = database.url.replace(/:[^:@/]+@/, ':…@')
      log.info(
        `Embedded PostgreSQL (PGlite) at ${shown}, data in ${path.join(dataDir, 'pglite')} (URL with password in ${owner})`,
      )
    }
  }
  return { env, dataDir, stopDatabase }
}

/**
 * `admin.json` for the embedded database; for DATABASE_URL, a name made of its host, port and database (never its
 * user or password), e.g. `admin-127.0.0.1-5432-bench200k.json`.
 * @param {string | undefined} databaseUrl
 */
export function credentialsFileName(databaseUrl) {
  if (!databaseUrl) return 'admin.json'
  let name
  try {
    const url = new URL(databaseUrl)
    name = [url.hostname, url.port || '5432', decodeURIComponent(url.pathname.slice(1)) || 'postgres'].join('-')
  } catch {
    name = 'database'
  }
  return `admin-${name.replace(/[^\w.-]+/g, '_').slice(0, 120)}.json`
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
