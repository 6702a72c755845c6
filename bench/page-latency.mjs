// Server response time of content pages (sequential and with concurrency), against a running app.
// Usage: node bench/page-latency.mjs [port=3000] [requests=300] [concurrency=8]
import http from 'node:http'
import os from 'node:os'

const port = Number(process.argv[2] || 3000)
const total = Number(process.argv[3] || 300)
const concurrency = Number(process.argv[4] || 8)
const targets = [
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
  return { concurrency: parallel, requests: total, p50: +pct(sorted, 50).toFixed(1), p95: +pct(sorted, 95).toFixed(1), perSecond: +(total / ((Date.now() - started) / 1000)).toFixed(0) }
}

for (const [host, path] of targets) await get(host, path) // warm up
console.log(JSON.stringify({ machine: `${os.cpus().length} cores, node ${process.version}`, results: [await run(1), await run(concurrency)] }))
