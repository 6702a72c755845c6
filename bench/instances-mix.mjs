// The traffic mix (./traffic-mix.mjs) over 1 and then 2 instances of one production build behind Debian's nginx with
// deploy/nginx.conf, on PostgreSQL and Redis: the shape of the multi-instance test (tests/multi/cluster.mjs) kept
// running. Seeds once, starts each shape, waits until every instance lists the market's cars in its sitemap (the mix
// reads its car pages from there), runs the mix through the balancer and prints one table row per instance count
// (docs/benchmarks.md "The traffic mix over 1 and 2 instances behind nginx").
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { cliIsCurrent } from '../scripts/compile-cli.mjs'
import { root as repositoryRoot } from '../scripts/runtime.mjs'
import { spawnNode, stopChild } from '../scripts/steps.mjs'
import { request, startCluster, until } from '../tests/multi/cluster.mjs'

const USAGE = `usage: node bench/instances-mix.mjs [--cars N | --template DB] [--seconds S] [--concurrency C] [--site KEY]
                                    [--random-seed N] [--root DIR] [--sitemap-wait S]
Seeds a fresh PostgreSQL database once, then for 1 and then 2 instances of the production build (npm run build) behind
nginx runs bench/traffic-mix.mjs through the balancer, and prints a table row per instance count with the machine's
1-minute load before each run. Stops everything it started on exit, on failure and on Ctrl-C. Environment:
  MIX_POSTGRES    the PostgreSQL server (default postgres://postgres@127.0.0.1:5432; TEST_DATABASE_URL's server if set)
  MIX_DATABASE    the database made afresh for the run (default instances_mix)
  MIX_REDIS_URL   Redis with the logical database to use, flushed before each start (default redis://127.0.0.1:6379/6)
  MIX_PORT        the first instance's port, the second is +1, the balancer +10 (default 3400)
  NGINX           the nginx binary (default /usr/sbin/nginx)
Options:
  --cars N          cars the seed generates (default 1000)
  --template DB     copy an already seeded database instead of seeding
  --seconds S       length of each mix run (default 60)
  --concurrency C   requests in flight (default 16)
  --site KEY        the market the mix asks for (default se)
  --random-seed N   the mix's random seed, the same requests for both instance counts (default 2)
  --root DIR        the checkout whose build runs (default the one this script is in); logs stay in this one's
                    .instances-mix-data/
  --sitemap-wait S  how long to wait for the sitemap to list cars after a start (default 300)
  --help            this text`

const positive = (name, text) => {
  const value = Number(text)
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number above 0, not ${text}`)
  return value
}

let options
try {
  const { values } = parseArgs({
    options: {
      cars: { type: 'string', default: '1000' },
      template: { type: 'string' },
      seconds: { type: 'string', default: '60' },
      concurrency: { type: 'string', default: '16' },
      site: { type: 'string', default: 'se' },
      'random-seed': { type: 'string', default: '2' },
      root: { type: 'string', default: repositoryRoot },
      'sitemap-wait': { type: 'string', default: '300' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help) {
    console.log(USAGE)
    process.exit(0)
  }
  if (!/^[a-z]{2,8}$/.test(values.site)) throw new Error(`--site takes a site key such as se, not ${values.site}`)
  options = {
    cars: positive('cars', values.cars),
    template: values.template,
    seconds: positive('seconds', values.seconds),
    concurrency: positive('concurrency', values.concurrency),
    site: values.site,
    randomSeed: positive('random-seed', values['random-seed']),
    root: path.resolve(values.root),
    sitemapWaitMs: positive('sitemap-wait', values['sitemap-wait']) * 1000,
  }
} catch (error) {
  console.error(`${error.message}\n${USAGE}`)
  process.exit(2)
}
if (!fs.existsSync(path.join(options.root, '.next/BUILD_ID')) || !cliIsCurrent(options.root)) {
  console.error(`No current production build in ${options.root}: run \`npm run build\` there first.`)
  process.exit(2)
}

const started = Date.now()
const log = (message) => console.error(`[instances-mix ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`)
const first = Number(process.env.MIX_PORT || 3400)
const balancer = first + 10
const runDir = path.join(repositoryRoot, '.instances-mix-data')
const server =
  process.env.MIX_POSTGRES ||
  (process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/x').replace(/\/[^/]*$/, '')
const host = `${options.site}.localhost:${balancer}`

/** The car pages an instance's sitemap lists, as traffic-mix.mjs reads them (parts of an index included). */
async function sitemapCars(port) {
  const get = async (target) => {
    const answer = await request(port, target, { host, timeoutMs: 30_000 })
    if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`)
    return answer.text
  }
  const index = await get('/sitemap.xml')
  const parts = [...index.matchAll(/<sitemap><loc>[^<]*?(\/sitemap[^<]*)<\/loc>/g)].map((m) => m[1])
  const docs = parts.length ? await Promise.all(parts.map(get)) : [index]
  const paths = docs.flatMap((doc) => [...doc.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]))
  return new Set(paths.filter((p) => /^\/[^/]+\/\d+\/[^/]+$/.test(p))).size
}

let cluster = null
let mixRun = null
let interrupted = false

/** Ctrl-C or a TERM: stop the mix and the cluster, then leave (the instances end with this process in any case). */
async function interrupt(signal) {
  if (interrupted) return
  interrupted = true
  log(`${signal}: stopping…`)
  if (mixRun) await stopChild(mixRun)
  await cluster?.stop().catch((error) => log(`stopping: ${error.message}`))
  process.exit(130)
}
process.on('SIGINT', () => void interrupt('SIGINT'))
process.on('SIGTERM', () => void interrupt('SIGTERM'))

/** One run of traffic-mix.mjs through the balancer; its JSON document. */
async function runMix() {
  const out = []
  const err = fs.openSync(path.join(runDir, 'traffic-mix.log'), 'a')
  mixRun = spawnNode(
    [
      path.join(import.meta.dirname, 'traffic-mix.mjs'),
      String(balancer),
      String(options.seconds),
      String(options.concurrency),
      options.site,
      '',
      String(options.randomSeed),
    ],
    { stdio: ['ignore', 'pipe', err] },
  )
  mixRun.stdout.on('data', (chunk) => out.push(chunk))
  const code = await new Promise((resolve) => mixRun.on('exit', (c, signal) => resolve(signal ?? c)))
  mixRun = null
  if (code !== 0) throw new Error(`traffic-mix.mjs ended with ${code} (${runDir}/traffic-mix.log)`)
  return JSON.parse(Buffer.concat(out).toString('utf8'))
}

const ms = (value) => `${Math.round(value).toLocaleString('en-US')} ms`
/** A table row in docs/benchmarks.md's shape. */
function row(instances, result, load) {
  const statuses = Object.entries(result.mix.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ')
  const hits = Object.entries(result.mix.renderCache)
    .filter(([source]) => source.endsWith(': hit'))
    .reduce((sum, [, count]) => sum + count, 0)
  const cells = [
    instances,
    result.mix.perSecond,
    ms(result.mix.p50),
    ms(result.mix.p95),
    ms(result.mix.p99),
    Math.round(result.static.perSecond),
    `${(result.shareOfStatic * 100).toFixed(1)} %`,
    statuses,
    `${hits} of ${result.mix.requests}`,
    load.toFixed(1),
  ]
  return `| ${cells.join(' | ')} |`
}

const rows = []
const notes = []
let failed = null
try {
  for (const count of [1, 2]) {
    cluster = await startCluster({
      ports: { instances: Array.from({ length: count }, (_, i) => first + i), balancer },
      server,
      database: process.env.MIX_DATABASE || 'instances_mix',
      template: options.template,
      redisUrl: process.env.MIX_REDIS_URL || 'redis://127.0.0.1:6379/6',
      cars: options.cars,
      runDir,
      log,
      root: options.root,
      reuseDatabase: count > 1,
      // The benchmark plays the hop in front of nginx: each request names its visitor, nginx appends its own peer.
      env: { TRUST_PROXY_HOPS: '2' },
    })
    const cars = await until(
      `the ${options.site} sitemap of every instance to list cars`,
      async () => {
        const counts = await Promise.all(cluster.instances.map((i) => sitemapCars(i.port)))
        return counts.every((n) => n > 0) && counts
      },
      { timeoutMs: options.sitemapWaitMs, intervalMs: 2000 },
    )
    log(`${count} instance${count > 1 ? 's' : ''} ready, sitemaps list ${cars.join(', ')} cars; running the mix…`)
    const load = os.loadavg()[0]
    const result = await runMix()
    rows.push(row(count, result, load))
    notes.push(`${count}: ${result.cars} cars asked for; after the run ${await cluster.measure()}`)
    await cluster.stop()
    cluster = null
  }
} catch (error) {
  failed = error
} finally {
  await cluster?.stop().catch((error) => log(`stopping: ${error.message}`))
}

console.log(
  `${os.cpus().length} cores (${os.cpus()[0].model}), Node ${process.version}, ${new Date().toISOString()}; ` +
    `${options.seconds} s at concurrency ${options.concurrency} on ${options.site}, random seed ${options.randomSeed}\n`,
)
console.log(
  '| instances | mix req/s | p50 | p95 | p99 | static req/s | share | statuses | render cache (hits of mix) | load |',
)
console.log('|---|---|---|---|---|---|---|---|---|---|')
for (const line of rows) console.log(line)
for (const note of notes) console.log(`\n${note}`)
if (failed) {
  console.error(`\ninstances-mix: ${failed.message} (logs in ${runDir}/)`)
  process.exit(1)
}
