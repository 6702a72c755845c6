// Server throughput of the car list page: the first page without filters and with two filters, at a
// given concurrency, next to a static file from the same server; requests/s, p50 and p95, and the ratio to the
// static file. Usage: node bench/car-list-throughput.mjs [port=3000] [requests=400] [concurrency=16]
// against a running production build (`npm start`, or with `npm run seed -- --cars 200000` first).
import http from 'node:http'
import os from 'node:os'

const port = Number(process.argv[2] || 3000)
const total = Number(process.argv[3] || 400)
const concurrency = Number(process.argv[4] || 16)
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })

const get = (path) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      { host: '127.0.0.1', port, path, agent, headers: { host: `se.localhost:${port}` } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
      },
    )
    req.on('error', reject)
    req.end()
  })

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function run(path) {
  for (let i = 0; i < 5; i++) await get(path) // warm up
  const times = []
  let next = 0
  const worker = async () => {
    while (next++ < total) {
      const { status, ms } = await get(path)
      if (status !== 200) throw new Error(`${path} answered ${status}`)
      times.push(ms)
    }
  }
  const started = process.hrtime.bigint()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const sorted = times.sort((a, b) => a - b)
  return {
    path,
    perSecond: +(total / seconds).toFixed(0),
    p50: +pct(sorted, 50).toFixed(1),
    p95: +pct(sorted, 95).toFixed(1),
  }
}

// A static file the same server serves: the first script of the list page.
const html = await new Promise((resolve, reject) => {
  http
    .get(
      { host: '127.0.0.1', port, path: '/kop-bil/alla-bilar-i-lager', headers: { host: `se.localhost:${port}` } },
      (res) => {
        let text = ''
        res
          .setEncoding('utf8')
          .on('data', (c) => (text += c))
          .on('end', () => resolve(text))
      },
    )
    .on('error', reject)
})
const cars = Number(
  html.match(/data-testid="car-list-showing"[^>]*>[^<]*?av ([\d\s ]+)/)?.[1].replace(/\D/g, '') ?? NaN,
)
const staticFile = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)[1]
const results = {
  static: await run(staticFile),
  'list, no filter': await run('/kop-bil/alla-bilar-i-lager'),
  'list, two filters': await run('/kop-bil/alla-bilar-i-lager?car_fuel=Diesel&car_gearbox=Automat'),
}
for (const r of Object.values(results)) r.ratioToStatic = +(results.static.perSecond / r.perSecond).toFixed(1)
console.log(
  JSON.stringify(
    {
      machine: `${os.cpus().length} cores, ${os.cpus()[0].model}, node ${process.version}`,
      load: os.loadavg().map((l) => +l.toFixed(1)),
      carsInList: cars,
      concurrency,
      requests: total,
      results,
    },
    null,
    1,
  ),
)
