// Abuse load test (robustness suite; the second hardening round added the ways around the render
// cache and the repeated query parameters): the abusive requests, sent by autocannon at concurrency 8, while one visitor loads the home page one request after another. It measures the
// home page's latency idle and under the abuse and fails when the p95 under abuse exceeds twice the idle
// p95. Against a running production server (`npm start`, or scripts/start.mjs with PORT):
//   node bench/abuse.mjs [--port 3000] [--seconds 20] [--connections 8] [--max-ratio 2] [--skip login] [--addresses 8]
// --addresses N sends the abuse from N client addresses (127.0.0.2 …), one closed-loop connection each, instead
// of autocannon's connections from one: what limits per address do not bound.
import { execFile } from 'node:child_process'
import http from 'node:http'
import os from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '8' },
    'max-ratio': { type: 'string', default: '2' },
    // Leave out requests whose name contains this text (to see which one costs the most).
    skip: { type: 'string', multiple: true, default: [] },
    addresses: { type: 'string', default: '1' },
    // Internal: this process only sends the abuse and prints autocannon's result (see below).
    'abuse-only': { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const maxRatio = Number(values['max-ratio'])
const addresses = Number(values.addresses)
const SITE = `se.localhost:${port}`
const UK = `uk.localhost:${port}`

const vin = 'WBA8E9C50GK123456'
const vehicle = { Vin: vin, Price: 18_995, Mileage: 21_000, RegistrationDate: '2022-03-01' }
const json = { 'content-type': 'application/json' }
// 1,500 `like` clauses (about 70 KB) in a method-override POST: a GET's query in the body.
const likeClauses = Array.from({ length: 1500 }, (_, i) => `where[or][${i}][title][like]=a${i}`).join('&')

/** The abusive requests and of the second hardening round, in the order each connection sends them. */
export const ABUSIVE_REQUESTS = [
  // Second round §2, first in each connection's turn: the ways around the render cache, each a whole render unless
  // bounded (a new query string each time, no Accept header, a made-up Host port each time).
  {
    name: 'cache-busting query',
    method: 'GET',
    path: '/',
    headers: { host: SITE, accept: 'text/html' },
    setupRequest: (req) => ({ ...req, path: `/?utm_source=${randomToken()}` }),
  },
  { name: 'no Accept header', method: 'GET', path: '/', headers: { host: SITE } },
  {
    name: 'made-up Host port',
    method: 'GET',
    path: '/',
    headers: { host: SITE, accept: 'text/html' },
    setupRequest: (req) => ({
      ...req,
      headers: { ...req.headers, host: `se.localhost:${10_000 + Math.floor(Math.random() * 50_000)}` },
    }),
  },
  // §1: every car at once, anonymously.
  {
    name: 'all cars, no pagination',
    method: 'GET',
    path: '/api/cms/cars?pagination=false&depth=0',
    headers: { host: SITE },
  },
  // §1: 1,500 `like` clauses through the method-override header.
  {
    name: '1,500 like clauses (method override)',
    method: 'POST',
    path: '/api/cms/cars',
    headers: { host: SITE, 'x-http-method-override': 'GET', 'content-type': 'application/x-www-form-urlencoded' },
    body: likeClauses,
  },
  // §2: 20 vehicles × 10 duplicate family keys.
  {
    name: 'cfd 20 vehicles x 10 duplicate families',
    method: 'POST',
    path: '/api/codeweaver/cfd',
    headers: { host: UK, ...json },
    body: JSON.stringify({
      OrganisationKey: 'bench',
      VehicleRequests: Array.from({ length: 20 }, (_, i) => ({
        Id: `car-${i}`,
        Vehicle: vehicle,
        Parameters: {
          Term: 36,
          AnnualMileage: 9000,
          CalculationType: 'ToRegularPayment',
          CashDeposit: 2500,
          FinanceProductFamilyKeys: Array(10).fill('PCP'),
        },
      })),
    }),
  },
  // §3: a 24 MiB field.
  {
    name: '24 MiB field',
    method: 'POST',
    path: '/api/codeweaver/default',
    headers: { host: UK, ...json },
    body: JSON.stringify({
      Vehicle: { ...vehicle, RegistrationNumber: 'x'.repeat(24 * 1024 * 1024) },
      OrganisationKey: 'bench',
    }),
  },
  // §4: forged Host and scheme on an old path; a malformed Host.
  {
    name: 'forged Host',
    method: 'GET',
    path: '/bilar/',
    headers: { host: 'evil.example', 'x-forwarded-proto': 'javascript:' },
  },
  { name: 'malformed Host', method: 'GET', path: '/', headers: { host: '[' } },
  // §6: password guessing on the admin.
  {
    name: 'admin login guess',
    method: 'POST',
    path: '/api/cms/users/login',
    headers: { host: SITE, ...json },
    body: JSON.stringify({ email: 'admin@example.com', password: 'wrong-password' }),
  },
  // §7: bad input.
  { name: 'malformed where', method: 'GET', path: '/api/cms/cars?where={bad', headers: { host: SITE } },
  // Thousands of repeated query parameters (Next's request adapter is quadratic in them), on a path the proxy never
  // sees, within Node's 16 KB header limit; bad bytes in page and API paths (a NUL reached PostgreSQL).
  { name: 'repeated parameters', method: 'GET', path: `/healthz?${'a&'.repeat(7500)}`, headers: { host: SITE } },
  { name: 'NUL in a path', method: 'GET', path: '/kop-bil/%00', headers: { host: SITE } },
  { name: 'bad escape in an API path', method: 'GET', path: '/api/mechmate/car/%ED%A0%80', headers: { host: SITE } },
  {
    name: 'repeated parameters on a page',
    method: 'GET',
    path: `/?${'a&'.repeat(7500)}`,
    headers: { host: SITE, accept: 'text/html' },
  },
]

function randomToken() {
  return Math.random().toString(36).slice(2, 10)
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    p50: +pct(sorted, 50).toFixed(1),
    p95: +pct(sorted, 95).toFixed(1),
    max: +sorted.at(-1).toFixed(1),
  }
}

const getHome = () =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    // Asked for as a browser asks for a page (HTML, compressed): what the render cache serves a visitor.
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/',
        headers: { host: SITE, accept: 'text/html', 'accept-encoding': 'gzip' },
        agent: false,
      },
      (res) => {
        res.resume()
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - started) / 1e6)
            : reject(new Error(`home page answered ${res.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })

/** One visitor: the home page, one request after another, for `ms`. */
async function visitor(ms) {
  const times = []
  const until = Date.now() + ms
  while (Date.now() < until) times.push(await getHome())
  return times
}

const requests = ABUSIVE_REQUESTS.filter((r) => !values.skip.some((text) => r.name.includes(text))).map(
  ({ name: _name, ...r }) => r,
)

const abuse = () =>
  new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests, timeout: 30 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })

/** One request from `localAddress`; resolves with its status (0 for an error). */
const sendFrom = (localAddress, agent, r) =>
  new Promise((resolve) => {
    const { setupRequest, ...base } = r
    const { method, path, headers, body } = setupRequest ? setupRequest({ ...base }) : base
    const req = http.request(
      { host: '127.0.0.1', port, method, path, headers, localAddress, agent, timeout: 30_000 },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
    req.end(body)
  })

/** The abuse from `addresses` loopback addresses, each one connection sending the requests in turn; reported as autocannon reports. */
async function abuseFromAddresses() {
  const statusCodeStats = {}
  let total = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: addresses }, async (_, i) => {
      const localAddress = `127.0.0.${2 + i}`
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (let n = 0; Date.now() < until; n++) {
        const status = await sendFrom(localAddress, agent, requests[n % requests.length])
        total += 1
        const key = status === 0 ? 'error' : String(status)
        statusCodeStats[key] = { count: (statusCodeStats[key]?.count ?? 0) + 1 }
      }
      agent.destroy()
    }),
  )
  const errors = statusCodeStats.error?.count ?? 0
  delete statusCodeStats.error
  return { requests: { total, average: +(total / seconds).toFixed(1) }, statusCodeStats, errors, timeouts: 0 }
}

if (values['abuse-only']) {
  const result = addresses > 1 ? await abuseFromAddresses() : await abuse()
  process.stdout.write(JSON.stringify(result))
  process.exit(0)
}

/** The abuse runs in its own process, so its work never delays the visitor's timing in this one. */
const abuseInChild = () =>
  new Promise((resolve, reject) => {
    const args = [
      import.meta.filename,
      '--abuse-only',
      '--port',
      String(port),
      '--seconds',
      String(seconds),
      '--connections',
      String(connections),
      '--addresses',
      String(addresses),
      ...values.skip.flatMap((s) => ['--skip', s]),
    ]
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    )
  })

for (let i = 0; i < 5; i++) await getHome() // warm up
const idle = summary(await visitor(seconds * 1000))
const [result, underAbuse] = await Promise.all([abuseInChild(), visitor(seconds * 1000).then(summary)])
const ratio = +(underAbuse.p95 / idle.p95).toFixed(2)
const statuses = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
)
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`,
  abuse: {
    connections: addresses > 1 ? `one from each of ${addresses} addresses` : connections,
    seconds,
    skipped: values.skip,
    requests: result.requests.total,
    perSecond: result.requests.average,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  },
  home: { idle, underAbuse, p95Ratio: ratio, maxRatio },
}
console.log(JSON.stringify(report, null, 2))
const fiveHundreds = Object.entries(statuses)
  .filter(([code]) => code >= '500')
  .reduce((n, [, c]) => n + c, 0)
if (fiveHundreds) console.error(`FAIL: ${fiveHundreds} abusive requests answered 5xx`)
if (ratio > maxRatio) console.error(`FAIL: home page p95 under abuse is ${ratio}× its idle value (limit ${maxRatio}×)`)
process.exit(fiveHundreds || ratio > maxRatio ? 1 : 0)
