// The multi-instance test (docs/architecture.md "Deployment"): two app instances of one production build behind
// Debian's nginx with deploy/nginx.conf, on PostgreSQL and Redis, and the scenarios of ./scenarios.mjs. Prints one row
// per scenario (result and figures) and exits 1 if any failed. Needs `npm run build` first (CI: after `npm test`).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cliIsCurrent } from '../../scripts/compile-cli.mjs'
import { root } from '../../scripts/runtime.mjs'
import { startCluster } from './cluster.mjs'
import { startCrmReceiver } from './crm-receiver.mjs'
import { scenarios } from './scenarios.mjs'

const USAGE = `usage: node tests/multi/run.mjs [--cars N] [--template DB]
Starts two instances of the production build (npm run build) behind nginx on a fresh PostgreSQL database and Redis,
and runs the multi-instance scenarios. Environment:
  MULTI_POSTGRES   the PostgreSQL server (default postgres://postgres@127.0.0.1:5432; TEST_DATABASE_URL's server if set)
  MULTI_DATABASE   the database made afresh for the run (default multi_instances)
  MULTI_REDIS_URL  Redis with the logical database to use, flushed first (default redis://127.0.0.1:6379/5)
  MULTI_PORT       the first of 10 ports: instances, CRM receiver (+8); the balancer is +10 (default 3300)
  NGINX            the nginx binary (default /usr/sbin/nginx)
Options:
  --cars N         cars the seed generates (default 50)
  --template DB    copy an already seeded database instead of seeding (local iterations)
  --help           this text`

let values
try {
  ;({ values } = parseArgs({
    options: {
      cars: { type: 'string', default: '50' },
      template: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  }))
} catch (error) {
  console.error(`${error.message}\n${USAGE}`)
  process.exit(2)
}
if (values.help) {
  console.log(USAGE)
  process.exit(0)
}
if (!fs.existsSync(path.join(root, '.next/BUILD_ID')) || !cliIsCurrent(root)) {
  console.error('No current production build: run `npm run build` first.')
  process.exit(2)
}

const started = Date.now()
const log = (message) => console.log(`[multi ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`)
const first = Number(process.env.MULTI_PORT || 3300)
const ports = { instances: [first, first + 1], receiver: first + 8, balancer: first + 10 }
const server =
  process.env.MULTI_POSTGRES ||
  (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/x').replace(/\/[^/]*$/, '')

const crm = await startCrmReceiver({ port: ports.receiver })
let cluster = null
const rows = []
let measured = null
try {
  cluster = await startCluster({
    ports,
    server,
    database: process.env.MULTI_DATABASE || 'multi_instances',
    template: values.template,
    redisUrl: process.env.MULTI_REDIS_URL || 'redis://127.0.0.1:6379/5',
    cars: Number(values.cars),
    crmUrl: crm.url,
    runDir: path.join(root, '.multi-data'),
    log,
  })
  log('cluster ready')
  for (const scenario of scenarios(cluster, { balancer: ports.balancer, crm })) {
    const at = Date.now()
    try {
      const figures = await scenario.run()
      rows.push({ scenario: scenario.name, result: 'pass', figures })
    } catch (error) {
      rows.push({ scenario: scenario.name, result: 'FAIL', figures: error.message })
    }
    log(`${scenario.name}: ${rows.at(-1).result} (${((Date.now() - at) / 1000).toFixed(1)} s)`)
    if (scenario.thenMeasure) measured = await cluster.measure().catch((error) => `not measured: ${error.message}`)
  }
} catch (error) {
  rows.push({ scenario: 'setup', result: 'FAIL', figures: error.message })
} finally {
  await cluster?.stop().catch((error) => log(`stopping: ${error.message}`))
  await crm.stop()
}

const width = Math.max(...rows.map((r) => r.scenario.length))
console.log(`\n${'scenario'.padEnd(width)} | result | figures`)
console.log(`${'-'.repeat(width)}-|--------|--------`)
for (const row of rows) console.log(`${row.scenario.padEnd(width)} | ${row.result.padEnd(6)} | ${row.figures}`)
if (measured) console.log(`\nBoth instances after the load of the scenarios above: ${measured}`)
console.log(`\nMulti-instance test: ${((Date.now() - started) / 1000).toFixed(0)} s; logs in .multi-data/`)
process.exit(rows.some((r) => r.result !== 'pass') ? 1 : 0)
