// `npm run seed [-- --cars N]`: migrations and demo data, on DATABASE_URL or the embedded database.
// Options travel as environment variables (SEED_CARS, SEED_IF_EMPTY).
// The child runs asynchronously because the embedded database lives in this process's event loop.
import { spawn } from 'node:child_process'
import { prepareRuntime, SEED_COMMAND } from './runtime.mjs'

const MAX_CARS = 200_000
const i = process.argv.indexOf('--cars')
if (i !== -1) {
  const n = Number(process.argv[i + 1])
  if (!Number.isInteger(n) || n < 0 || n > MAX_CARS) {
    console.error(`--cars takes a whole number from 0 to ${MAX_CARS}, e.g. npm run seed -- --cars 200000`)
    process.exit(2)
  }
  process.env.SEED_CARS = String(n)
}

const { env, stopDatabase } = await prepareRuntime()
const child = spawn(process.execPath, SEED_COMMAND, { stdio: 'inherit', env })
const code = await new Promise((resolve) => child.on('exit', (status) => resolve(status ?? 1)))
await stopDatabase()
process.exit(code)
