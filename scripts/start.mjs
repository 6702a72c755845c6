// `npm start`: the whole demo from a fresh clone. Embedded PostgreSQL (PGlite) when DATABASE_URL is
// unset, a production build when the sources changed, migrations and demo data, then `next start`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.mjs'
import { prepareRuntime, root, SEED_COMMAND } from './runtime.mjs'

const launched = Date.now()
const { env, dataDir, stopDatabase } = await prepareRuntime()
const port = Number(env.PORT || 3000)
env.PORT = String(port)

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env, ...options })
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`))))
  })
}

let server = null
const shutdown = async (code = 0) => {
  server?.kill('SIGTERM')
  await stopDatabase().catch(() => {})
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
  // Migrations, then the demo data, but only into an empty database (never into a live one).
  await run(process.execPath, SEED_COMMAND, { env: { ...env, SEED_IF_EMPTY: 'true' } })
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await shutdown(1)
}

server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { stdio: 'inherit', env })
server.on('exit', (code) => void shutdown(code ?? 0))

// Print where everything is once the app answers.
for (;;) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`)
    if (res.ok) break
  } catch {}
  await new Promise((r) => setTimeout(r, 500))
}
const credentialsFile = path.join(dataDir, 'admin.json')
const credentials = fs.existsSync(credentialsFile) ? JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) : null
const sites = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
console.log(`\nReady in ${((Date.now() - launched) / 1000).toFixed(1)} s.\n`)
for (const key of sites) console.log(`  http://${key}.localhost:${port}/`)
console.log(`\n  Admin: http://se.localhost:${port}/admin`)
console.log(credentials ? `  E-mail: ${credentials.email}\n  Password: ${credentials.password}\n` : '  (log in with the account created when this database was first seeded)\n')
