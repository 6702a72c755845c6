// `npm run seed [-- --cars N]`: migrations and demo data, on DATABASE_URL or the embedded database.
import { spawnSync } from 'node:child_process'
import { prepareRuntime } from './runtime.mjs'

const { env, stopDatabase } = await prepareRuntime()
const result = spawnSync(process.execPath, ['node_modules/payload/bin.js', 'run', 'src/seed/run.ts', ...process.argv.slice(2)], { stdio: 'inherit', env })
await stopDatabase()
process.exit(result.status ?? 1)
