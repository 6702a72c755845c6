// `npm run seed [-- --cars N]` and the seeding step of `npm start`: migrations, then the demo data.
// Every step creates only what is missing, so running it on a seeded database changes nothing.
import path from 'node:path'
import { getPayload } from 'payload'
import config from '@payload-config'
import { runMigrations } from '@/cms/migrate'
import { seed } from './seed'

const DEFAULT_CARS = 3000
const MAX_CARS = 200_000

function carsArgument(argv: string[]): number {
  const i = argv.indexOf('--cars')
  if (i === -1) return DEFAULT_CARS
  const n = Number(argv[i + 1])
  if (!Number.isInteger(n) || n < 0 || n > MAX_CARS) {
    console.error(`--cars takes a whole number from 0 to ${MAX_CARS}`)
    process.exit(2)
  }
  return n
}

const started = Date.now()
const payload = await getPayload({ config })
await runMigrations(payload)
// `npm start` passes --if-empty: demo data goes only into a database that has no sites yet.
if (process.argv.includes('--if-empty') && (await payload.count({ collection: 'sites' })).totalDocs > 0) {
  payload.logger.info('seed: the database already has sites; nothing to seed')
  process.exit(0)
}
const admin = await seed(payload, {
  cars: carsArgument(process.argv),
  dataDir: path.resolve(process.env.DATA_DIR || 'data'),
  log: (msg) => payload.logger.info(`seed: ${msg}`),
})
payload.logger.info(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s${admin ? ` (admin ${admin.email})` : ''}`)
process.exit(0)
