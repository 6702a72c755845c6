// `npm start`: the whole demo from a fresh clone. Embedded PostgreSQL (PGlite) when DATABASE_URL is
// unset, a production build when the sources changed and, at the same time, migrations and demo data, then the server.
// Every step has a progress watchdog (scripts/watchdog.mjs): a stalled step fails with its name.
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { buildIsCurrent, writeBuildStamp } from './build-stamp.mjs'
import { compileCli, compiled } from './compile-cli.mjs'
import { log, logFormat } from './log.mjs'
import { prepareRuntime, root, SEED_COMMAND } from './runtime.mjs'
import { runStep, spawnNode, stopChild } from './steps.mjs'
import { createWatchdog, stepLimits } from './watchdog.mjs'

try {
  const { values } = parseArgs({ options: { help: { type: 'boolean', default: false } } })
  if (values.help) {
    console.log(`usage: npm start
Serves the demo: every site with its seeded data, on DATABASE_URL or the embedded database (PGlite) under DATA_DIR.
Builds first when the sources changed, applies the migrations and seeds an empty database, then prints the sites'
addresses and the admin login. Configuration: environment variables (.env.example).`)
    process.exit(0)
  }
} catch (error) {
  console.error(`${error.message} (npm start takes no arguments; --help explains it)`)
  process.exit(2)
}

const launched = Date.now()
let server = null
/** The steps running now (the build and the seed run side by side). */
const steps = new Set()
let stopDatabase = async () => {}

// Runs once, whatever asks first (a signal, a failed step, the server ending): the server is
// asked to stop and waited for, then the database drains and closes.
let stopping = null
const shutdown = (code) =>
  (stopping ??= (async () => {
    await Promise.all([...steps].map((child) => stopChild(child)))
    if (server) await stopChild(server)
    await stopDatabase().catch((error) => log.error({ err: error }, 'Stopping the embedded database failed'))
    process.exit(code)
  })())
process.on('SIGINT', () => void shutdown(0))
process.on('SIGTERM', () => void shutdown(0))

const fail = (error) => {
  log.error(`npm start: ${error instanceof Error ? error.message : error}`)
  return shutdown(1)
}

let env
let dataDir
let limits
try {
  ;({ env, dataDir, stopDatabase } = await prepareRuntime())
  limits = stepLimits(env)
} catch (error) {
  await fail(error)
}
/** Exists while the demo seed runs (src/platform/demo-loading.ts). */
const demoLoadingMarker = path.join(dataDir, 'demo-loading')
const port = Number(env.PORT || 3000)
env.PORT = String(port)
// The children write to a pipe (the steps) or to this process's stdout: they log as this process does.
env.LOG_FORMAT = logFormat(env)

try {
  // The seed is compiled apart from the app (scripts/compile-cli.mjs), so it needs no build: the two run side by side
  // (the build's single-threaded parts leave a core to the seed), and the first to fail stops the start by its name.
  await compileCli(root)
  const track = (child) => {
    steps.add(child)
    child.on('exit', () => steps.delete(child))
  }
  let build = null
  if (!buildIsCurrent(root)) {
    log.info('Building the app (first start or changed sources; this takes a few minutes)…')
    // Without the type check: `npm run typecheck` and CI run it (next.config.ts).
    build = runStep('build', ['node_modules/next/dist/bin/next', 'build'], {
      env: { ...env, START_BUILD: '1' },
      idleMs: limits.idleMs,
      totalMs: limits.buildMs,
      cpuIsProgress: true,
      onChild: track,
    }).then(() => writeBuildStamp(root))
  }
  // Migrations, then the demo data, but only into an empty database (never into a live one). Once the sites' pages
  // are in, the seed says so and the server starts beside the rest of it (the cars, their pictures and media):
  // health answers `loading` until the seed ends and the marker is gone (src/platform/demo-loading.ts).
  fs.writeFileSync(demoLoadingMarker, '')
  let servable
  const seedServable = new Promise((resolve) => (servable = resolve))
  const seedDone = runStep('migrations and seed', SEED_COMMAND, {
    env: { ...env, SEED_IF_EMPTY: 'true' },
    idleMs: limits.idleMs,
    totalMs: limits.seedMs,
    onChild: track,
    onMessage: (message) => {
      if (message && typeof message === 'object' && 'seed' in message && message.seed === 'servable') servable()
    },
  })
  seedDone.then(
    () => {
      fs.rmSync(demoLoadingMarker, { force: true })
      if (server) log.info(`Demo data complete in ${((Date.now() - launched) / 1000).toFixed(1)} s.`)
    },
    // Before the server started, the wait below fails the start with it.
    (error) => server && void fail(error),
  )
  await Promise.all([build, Promise.race([seedDone, seedServable])])
} catch (error) {
  await fail(error)
}

// The production server: Next behind our compression and the site pages' deferred start (src/platform/server/main.ts).
server = spawnNode([compiled('server')], {
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...env, NODE_ENV: 'production', DEMO_LOADING_MARKER: demoLoadingMarker },
})
// Health is asked only once this server listens: another process answering on the port is not this one. (A server
// that cannot listen exits, and its exit above ends the start.)
const listening = new Promise((resolve) =>
  server.on('message', (message) => {
    if (message && typeof message === 'object' && 'server' in message && message.server === 'listening') resolve()
  }),
)
server.on('exit', (code, signal) => {
  if (!stopping) log.error(`the server ended (${code ?? signal})`)
  void shutdown(code ?? 1)
})

// Print where everything is once the app answers; fail by name if it never does.
let ready = false
const readiness = createWatchdog({
  step: 'server (waiting for /healthz)',
  idleMs: 0,
  totalMs: limits.readyMs,
  onStall: (reason) => void fail(reason),
})
await listening
while (!ready && !stopping) {
  try {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5000) })
    // `loading`: the pages are served while the seed still adds the cars.
    ready = health.ok || (health.status === 503 && (await health.json()).status === 'loading')
  } catch {}
  if (!ready) await new Promise((r) => setTimeout(r, 500))
}
readiness.stop()
if (ready && !stopping) {
  const credentialsFile = env.ADMIN_CREDENTIALS_FILE
  const credentials = fs.existsSync(credentialsFile) ? JSON.parse(fs.readFileSync(credentialsFile, 'utf8')) : null
  // The password is shown once, by the start that seeded the account; later starts say where it is kept.
  const seededNow = credentials && fs.statSync(credentialsFile).mtimeMs >= launched
  const sites = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
  const stillLoading = fs.existsSync(demoLoadingMarker)
    ? ' The demo cars are still loading; /healthz answers 503 "loading" until they are in.'
    : ''
  const readyIn = `Ready in ${((Date.now() - launched) / 1000).toFixed(1)} s.${stillLoading}`
  // A log file or a log shipper gets one line with the addresses, and never a password: the logins are in the file.
  if (env.LOG_FORMAT === 'json')
    log.info(
      {
        sites: sites.map((key) => `http://${key}.localhost:${port}/`),
        admin: `http://se.localhost:${port}/admin`,
        logins: credentialsFile,
      },
      readyIn,
    )
  else {
    console.log(`\n${readyIn}\n`)
    for (const key of sites) console.log(`  http://${key}.localhost:${port}/`)
    console.log(`\n  Admin: http://se.localhost:${port}/admin`)
    if (!credentials) console.log('  (log in with the account created when this database was first seeded)\n')
    else {
      const password = (p) => (seededNow ? p : `shown at the first start, kept in ${credentialsFile}`)
      console.log(
        `  Group admin (every site, users)\n    E-mail: ${credentials.email}\n    Password: ${password(credentials.password)}`,
      )
      // The demo's site editors, each reaching one site only.
      for (const editor of credentials.editors ?? []) {
        console.log(
          `  Site editor of ${editor.site} (that site's documents only)\n    E-mail: ${editor.email}\n    Password: ${password(editor.password)}`,
        )
      }
      console.log('')
    }
  }
}
