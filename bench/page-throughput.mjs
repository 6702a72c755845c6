// Server throughput of the page kinds: home, a content page, the car list's first page and a car
// detail page, each for a fixed time at a given concurrency, next to a static file from the same server in the
// same run; requests/s, p50/p95/p99 and the ratio to the static file, plus how many answers came from the
// render cache (x-render-cache). Usage:
//   node bench/page-throughput.mjs [port=3000] [seconds=10] [concurrency=16] [site=se]
// against a running production build (`npm start`). Prints one JSON document.
import http from 'node:http'
import os from 'node:os'

const port = Number(process.argv[2] || 3000)
const seconds = Number(process.argv[3] || 10)
const concurrency = Number(process.argv[4] || 16)
const site = process.argv[5] || 'se'
const host = `${site}.localhost:${port}`
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
/** A content page and the car list of each demo site (spec 1 seed). */
const PAGES = { se: ['/om-bilgruppen/om-oss', '/kop-bil/alla-bilar-i-lager'] }

const get = (path, keepBody = false) =>
  new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        headers: keepBody ? { host, accept: 'text/html' } : { host, accept: 'text/html', 'accept-encoding': 'gzip' },
      },
      (res) => {
        let body = ''
        if (keepBody) res.setEncoding('utf8').on('data', (c) => (body += c))
        else res.resume()
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
            cache: res.headers['x-render-cache'] ?? null,
            body,
          }),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })

const pct = (sorted, p) => +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1)

async function run(path) {
  for (let i = 0; i < 5; i++) await get(path) // warm up (and fill the render cache)
  const times = []
  const caches = {}
  let failed = 0
  const until = process.hrtime.bigint() + BigInt(seconds * 1e9)
  const worker = async () => {
    while (process.hrtime.bigint() < until) {
      const { status, ms, cache } = await get(path)
      if (status !== 200) failed += 1
      times.push(ms)
      caches[cache ?? 'none'] = (caches[cache ?? 'none'] ?? 0) + 1
    }
  }
  const started = process.hrtime.bigint()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  const sorted = times.sort((a, b) => a - b)
  return {
    path,
    requests: times.length,
    failed,
    perSecond: Math.round(times.length / elapsed),
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
    renderCache: caches,
  }
}

const [contentPage, carList] = PAGES[site] ?? PAGES.se
const listHtml = (await get(carList, true)).body
// The page's first framework chunk, as before the deferred start moved the script tags into its JSON list.
const staticFile =
  listHtml.match(/id="__deferred_scripts">\{"scripts":\["(\/_next\/static\/[^"]+\.js)"/)?.[1] ??
  listHtml.match(/src="(\/_next\/static\/[^"]+\.js)"(?![^>]*noModule)/)?.[1]
const carDetail = listHtml.match(/href="(\/(?!_next\/)[^"?#]+\/\d+\/[^"?#]+)"/)?.[1] ?? null
if (!staticFile) throw new Error(`no script found on ${carList}`)
const targets = {
  static: staticFile,
  home: '/',
  content: contentPage,
  'car list': carList,
  ...(carDetail ? { 'car detail': carDetail } : {}),
}
const results = {}
for (const [name, path] of Object.entries(targets)) results[name] = await run(path)
for (const r of Object.values(results)) r.shareOfStatic = +(r.perSecond / results.static.perSecond).toFixed(3)
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0].model}, node ${process.version}`,
      load: os.loadavg().map((l) => +l.toFixed(1)),
      site,
      seconds,
      concurrency,
      results,
    },
    null,
    1,
  ),
)
