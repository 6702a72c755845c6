// `npm run seed [-- --cars N]` and the seeding step of `npm start`: migrations, then the demo data.
// Every step creates only what is missing, so running it on a seeded database changes nothing.
// Compiled to .build/seed.mjs (scripts/compile-cli.mjs) and started as scripts/runtime.mjs SEED_COMMAND.
import path from 'node:path'
import { payloadClient } from '@/cms/payload'
import { runMigrations } from '@/cms/migrate'
import { seed } from './seed'
import { log } from '@/platform/log/logger'

const DEFAULT_CARS = 3000
const MAX_CARS = 200_000

/** SEED_CARS (set by `npm run seed -- --cars N`): how many cars to generate. */
function carCount(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CARS
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > MAX_CARS) {
    log.fatal(`SEED_CARS takes a whole number from 0 to ${MAX_CARS}`)
    process.exit(2)
  }
  return n
}

// A process that ends before the last line (an emptied event loop, say) must not look like success.
let finished = false
process.on('exit', (code) => {
  if (!finished && code === 0) {
    // fatal writes at once: this runs after the logger's own flush on exit.
    log.fatal('seed: stopped before finishing')
    process.exitCode = 1
  }
})

// Demo images rendered once per checkout, not once per data folder (src/demo/seed/images/render-cache.ts).
process.env.SEED_IMAGE_CACHE ||= path.resolve('.build', 'seed-images')

const started = Date.now()
// Each phase prints a line: the start watchdog names the last one if the step stalls.
log.info('seed: starting Payload')
const payload = await payloadClient()
log.info('seed: applying migrations')
await runMigrations(payload)
log.info('seed: migrations applied')
// `npm start` sets SEED_IF_EMPTY: demo data goes only into a database that has no sites yet.
if (process.env.SEED_IF_EMPTY === 'true' && (await payload.count({ collection: 'sites' })).totalDocs > 0) {
  log.info('seed: the database already has sites; nothing to seed')
  finished = true
  process.exit(0)
}
const admin = await seed(payload, {
  cars: carCount(process.env.SEED_CARS),
  credentialsFile: process.env.ADMIN_CREDENTIALS_FILE || path.resolve(process.env.DATA_DIR || 'data', 'admin.json'),
  log: (msg) => log.info(`seed: ${msg}`),
  // `npm start` (scripts/start.mjs) starts the server then, beside the rest of the seed.
  onServable: () => process.send?.({ seed: 'servable' }),
})
finished = true
log.info(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s${admin ? ` (admin ${admin.email})` : ''}`)
process.exit(0)
