// `npm start`: the whole demo from a fresh clone. Embedded PostgreSQL (PGlite) when DATABASE_URL is
// unset, a production build when the sources changed, migrations and demo data, then `next start`.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.mjs'
import { startEmbeddedDatabase } from './embedded-db.mjs'

const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
if (fs.existsSync('.env')) process.loadEnvFile('.env')

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const port = Number(env.PORT || 3000)
const dataDir = path.resolve(env.DATA_DIR || 'data')
fs.mkdirSync(dataDir, { recursive: true })
env.MEDIA_DIR ||= path.join(dataDir, 'media')
env.PORT = String(port)

// A secret made once per data folder: nothing secret lives in the repository.
if (!env.PAYLOAD_SECRET) {
  const secretFile = path.join(dataDir, '.payload-secret')
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = fs.readFileSync(secretFile, 'utf8').trim()
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, ...options })
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))))
  })
}

let database = null
if (!env.DATABASE_URL) {
  database = await startEmbeddedDatabase({ dataDir: path.join(dataDir, 'pglite'), port: Number(env.PGLITE_PORT || 0) })
  env.DATABASE_URL = database.url
  console.log(`Embedded PostgreSQL (PGlite) at ${database.url}, data in ${path.join(dataDir, 'pglite')}`)
}

let server = null
const shutdown = async (code = 0) => {
  server?.kill('SIGTERM')
  await database?.stop().catch(() => {})
  process.exit(code)
}
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

try {
  if (!buildIsCurrent(root)) {
    console.log('Building the app (first start or changed sources; this takes a few minutes)…')
    await run(process.execPath, ['node_modules/next/dist/bin/next', 'build'])
    writeBuildStamp(root)
  }
  // Migrations, then demo data on an empty database (skips what exists: seeding twice changes nothing).
  await run(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/seed/run.ts', ...(env.SEED_ARGS ? env.SEED_ARGS.split(' ') : [])])
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}

server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { stdio: 'inherit', env })
server.on('exit', (code) => void shutdown(code ?? 0))

// Print where everything is once the app answers.
const started = Date.now()
for (;;) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    if (res.ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 500))
}
const credentials = JSON.parse(fs.readFileSync(path.join(dataDir, 'admin.json'), 'utf8'))
const sites = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
console.log(`\nReady in ${((Date.now() - started) / 1000).toFixed(1)} s after the server started.\n`)
for (const key of sites) console.log(`  http://${key}.localhost:${port}/`)
console.log(`\n  Admin: http://se.localhost:${port}/admin`)
console.log(`  E-mail: ${credentials.email}\n  Password: ${credentials.password}\n`)
