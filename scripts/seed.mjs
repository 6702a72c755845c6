// `npm run seed [-- --cars N]`: migrations and demo data, on DATABASE_URL or the embedded database.
// Options travel as environment variables (SEED_CARS, SEED_IF_EMPTY).
// The child runs asynchronously because the embedded database lives in this process's event loop.
import { parseArgs } from 'node:util'
import { compileCli } from './compile-cli.mjs'
import { log, logFormat } from './log.mjs'
import { prepareRuntime, root, SEED_COMMAND } from './runtime.mjs'
import { runStep, stopChild } from './steps.mjs'
import { stepLimits } from './watchdog.mjs'

const MAX_CARS = 200_000
const USAGE = `usage: npm run seed [-- --cars N]
Applies the migrations, then adds the demo data that is missing, on DATABASE_URL or the embedded database.
  --cars N   how many generated cars (0 to ${MAX_CARS}), e.g. npm run seed -- --cars 200000
  --help     this text`

let values
try {
  ;({ values } = parseArgs({ options: { cars: { type: 'string' }, help: { type: 'boolean', default: false } } }))
} catch (error) {
  console.error(`${error.message}\n${USAGE}`)
  process.exit(2)
}
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (values.cars !== undefined) {
  const n = Number(values.cars)
  if (!/^\d+$/.test(values.cars) || n > MAX_CARS) {
    console.error(`--cars takes a whole number from 0 to ${MAX_CARS}, e.g. npm run seed -- --cars 200000`)
    process.exit(2)
  }
  process.env.SEED_CARS = String(n)
}

let stopDatabase = async () => {}
let seeding = null
// Ctrl-C or SIGTERM stops the seed (its transaction rolls back) and then the database, once.
let stopping = null
const stop = (code) =>
  (stopping ??= (async () => {
    if (seeding) await stopChild(seeding, 'SIGTERM')
    await stopDatabase().catch((error) => log.error({ err: error }, 'Stopping the embedded database failed'))
    process.exit(code)
  })())
process.on('SIGINT', () => void stop(130))
process.on('SIGTERM', () => void stop(143))

try {
  const runtime = await prepareRuntime()
  stopDatabase = runtime.stopDatabase
  const { idleMs } = stepLimits(runtime.env)
  // The seed writes to a pipe: it logs as this command does.
  runtime.env.LOG_FORMAT = logFormat(runtime.env)
  await compileCli(root)
  // No total limit: 200,000 cars take long, but never long without a line of progress.
  await runStep('migrations and seed', SEED_COMMAND, {
    env: runtime.env,
    idleMs,
    totalMs: 0,
    onChild: (child) => (seeding = child),
  })
  await stop(0)
} catch (error) {
  log.error(error instanceof Error ? error.message : String(error))
  await stop(1)
}
