// Abuse load test (issue 18, robustness suite): the abusive requests of the issue, sent by autocannon at
// concurrency 8, while one visitor loads the home page one request after another. It measures the
// home page's latency idle and under the abuse and fails when the p95 under abuse exceeds twice the idle
// p95. Against a running production server (`npm start`, or scripts/start.mjs with PORT):
//   node bench/abuse.mjs [--port 3000] [--seconds 20] [--connections 8] [--max-ratio 2] [--skip login]
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
    // Internal: this process only sends the abuse and prints autocannon's result (see below).
    'abuse-only': { type: 'boolean', default: false },
  },
})
const port = Number(values.port)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const maxRatio = Number(values['max-ratio'])
const SITE = `se.localhost:${port}`
const UK = `uk.localhost:${port}`

const vin = 'WBA8E9C50GK123456'
const vehicle = { Vin: vin, Price: 18_995, Mileage: 21_000, RegistrationDate: '2022-03-01' }
const json = { 'content-type': 'application/json' }
// 1,500 `like` clauses (about 70 KB) in a method-override POST: a GET's query in the body.
const likeClauses = Array.from({ length: 1500 }, (_, i) => `where[or][${i}][title][like]=a${i}`).join('&')

/** The abusive requests of issue 18, in the order each connection sends them. */
export const ABUSIVE_REQUESTS = [
  // §1: every car at once, anonymously.
  { name: 'all cars, no pagination', method: 'GET', path: '/api/cms/cars?pagination=false&depth=0', headers: { host: SITE } },
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
        Parameters: { Term: 36, AnnualMileage: 9000, CalculationType: 'ToRegularPayment', CashDeposit: 2500, FinanceProductFamilyKeys: Array(10).fill('PCP') },
      })),
    }),
  },
  // §3: a 24 MiB field.
  {
    name: '24 MiB field',
    method: 'POST',
    path: '/api/codeweaver/default',
    headers: { host: UK, ...json },
    body: JSON.stringify({ Vehicle: { ...vehicle, RegistrationNumber: 'x'.repeat(24 * 1024 * 1024) }, OrganisationKey: 'bench' }),
  },
  // §4: forged Host and scheme on an old path; a malformed Host.
  { name: 'forged Host', method: 'GET', path: '/bilar/', headers: { host: 'evil.example', 'x-forwarded-proto': 'javascript:' } },
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
]

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b)
  return { requests: sorted.length, p50: +pct(sorted, 50).toFixed(1), p95: +pct(sorted, 95).toFixed(1), max: +sorted.at(-1).toFixed(1) }
}

const getHome = () =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    // Asked for as a browser asks for a page (HTML, compressed): what the render cache serves a visitor.
    const req = http.request({ host: '127.0.0.1', port, path: '/', headers: { host: SITE, accept: 'text/html', 'accept-encoding': 'gzip' }, agent: false }, (res) => {
      res.resume()
      res.on('end', () => (res.statusCode === 200 ? resolve(Number(process.hrtime.bigint() - started) / 1e6) : reject(new Error(`home page answered ${res.statusCode}`))))
    })
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

const abuse = () =>
  new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `http://127.0.0.1:${port}`, connections, duration: seconds, requests: ABUSIVE_REQUESTS.filter((r) => !values.skip.some((text) => r.name.includes(text))).map(({ name: _name, ...r }) => r), timeout: 30 },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
    instance.on('error', reject)
  })

if (values['abuse-only']) {
  const result = await abuse()
  process.stdout.write(JSON.stringify(result))
  process.exit(0)
}

/** The abuse runs in its own process, so its work never delays the visitor's timing in this one. */
const abuseInChild = () =>
  new Promise((resolve, reject) => {
    const args = [import.meta.filename, '--abuse-only', '--port', String(port), '--seconds', String(seconds), '--connections', String(connections), ...values.skip.flatMap((s) => ['--skip', s])]
    execFile(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))))
  })

for (let i = 0; i < 5; i++) await getHome() // warm up
const idle = summary(await visitor(seconds * 1000))
const [result, underAbuse] = await Promise.all([abuseInChild(), visitor(seconds * 1000).then(summary)])
const ratio = +(underAbuse.p95 / idle.p95).toFixed(2)
const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]))
const report = {
  date: new Date().toISOString(),
  machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load ${os.loadavg()[0].toFixed(1)}`,
  abuse: { connections, seconds, skipped: values.skip, requests: result.requests.total, perSecond: result.requests.average, statuses, errors: result.errors, timeouts: result.timeouts },
  home: { idle, underAbuse, p95Ratio: ratio, maxRatio },
}
console.log(JSON.stringify(report, null, 2))
const fiveHundreds = Object.entries(statuses).filter(([code]) => code >= '500').reduce((n, [, c]) => n + c, 0)
if (fiveHundreds) console.error(`FAIL: ${fiveHundreds} abusive requests answered 5xx`)
if (ratio > maxRatio) console.error(`FAIL: home page p95 under abuse is ${ratio}× its idle value (limit ${maxRatio}×)`)
process.exit(fiveHundreds || ratio > maxRatio ? 1 : 0)
