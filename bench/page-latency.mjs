// Server response time of pages of each route kind (sequential and with concurrency), against a running app.
// Usage: node bench/page-latency.mjs [port=3000] [requests=300] [concurrency=8] [--kinds]
// With --kinds, one page per route kind is measured on its own: a content page, a car detail page and a
// story (taken from se's sitemap), and a car by id only (the 302 the proxy asks the app for).
import http from 'node:http'
import os from 'node:os'

const port = Number(process.argv[2] || 3000)
const total = Number(process.argv[3] || 300)
const concurrency = Number(process.argv[4] || 8)
const byKind = process.argv.includes('--kinds')
const mixed = [
  ['se.localhost', '/'],
  ['se.localhost', '/kop-bil/alla-bilar-i-lager'],
  ['uk.localhost', '/buy-car/brands/bmw'],
  ['no.localhost', '/finnes-ikke'],
]

const get = (host, path) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }))
    })
    req.on('error', reject)
    req.end()
  })

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function run(parallel) {
  const times = []
  let next = 0
  const worker = async () => {
    while (next < total) {
      const [host, path] = targets[next++ % targets.length]
      const { status, ms } = await get(host, path)
      if (status >= 500) throw new Error(`${host}${path} answered ${status}`)
      times.push(ms)
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: parallel }, worker))
  const sorted = times.sort((a, b) => a - b)
  return {
    concurrency: parallel,
    requests: total,
    p50: +pct(sorted, 50).toFixed(1),
    p95: +pct(sorted, 95).toFixed(1),
    perSecond: +(total / ((Date.now() - started) / 1000)).toFixed(0),
  }
}

/** Paths of se's sitemap (cars and stories are generated, so the bench finds them rather than naming them). */
async function sitemapPaths() {
  const body = await new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/sitemap.xml', headers: { host: `se.localhost:${port}` } }, (res) => {
        let text = ''
        res
          .setEncoding('utf8')
          .on('data', (c) => (text += c))
          .on('end', () => resolve(text))
      })
      .on('error', reject)
  })
  return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

let targets = mixed
const machine = `${os.cpus().length} cores, node ${process.version}`
if (!byKind) {
  for (const [host, path] of targets) await get(host, path) // warm up
  console.log(JSON.stringify({ machine, results: [await run(1), await run(concurrency)] }))
} else {
  const paths = await sitemapPaths()
  const car = paths.find((p) => /^\/kop-bil\/\d+\/[^/]+$/.test(p))
  const kinds = {
    content: '/kop-bil',
    'car-detail': car,
    'car-by-id (302)': car.split('/').slice(0, 3).join('/'),
    story: paths.find((p) => /^\/nyheter\/[^/]+$/.test(p)),
  }
  const results = {}
  for (const [kind, path] of Object.entries(kinds)) {
    targets = [['se.localhost', path]]
    await get('se.localhost', path) // warm up
    results[kind] = { path, sequential: await run(1), concurrent: await run(concurrency) }
  }
  console.log(JSON.stringify({ machine, results }))
}
