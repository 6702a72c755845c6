// A dealer site's visitor traffic, not one hot URL: new visitors (no cookies, gzip) on one market asking
// for a mix of page kinds at a given concurrency, then a static file of the same server at the same concurrency in
// the same run, for the ratio. The mix, by share of requests:
//   35 %  the car list with 1-2 facet filters picked at random from the facets' values, a fifth on page 2-4
//   25 %  car detail pages over all of the market's cars (from its sitemap), popularity skewed (Zipf, s = 1)
//   10 %  home; 10 % content pages linked from home
//   20 %  client-router navigations (RSC requests, as the browser's router sends them) to car lists and car details
// Prints one JSON document: requests/s, p50/p95/p99 overall and per kind, statuses, render-cache answers, the share of
// the static file's requests/s, the machine's load before and after, and (with a pid) the server's largest RSS.
// Each request comes from its own visitor address (X-Forwarded-For), as through the group's load balancer: start the
// server with TRUST_PROXY_HOPS=1, or every request counts against one address's render budget and is refused (429).
// Usage, against a running production build (`npm start`):
//   node bench/traffic-mix.mjs [port=3000] [seconds=30] [concurrency=16] [site=se] [server pid] [random seed=1]
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import zlib from 'node:zlib'

const port = Number(process.argv[2] || 3000)
const seconds = Number(process.argv[3] || 30)
const concurrency = Number(process.argv[4] || 16)
const site = process.argv[5] || 'se'
const serverPid = process.argv[6] ? Number(process.argv[6]) : null
let seed = Number(process.argv[7] || 1)
const host = `${site}.localhost:${port}`
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
/** Each demo market's car list (spec 1 seed) and the index its facets come from. */
const LISTS = {
  se: '/kop-bil/alla-bilar-i-lager',
  bb: '/kop-bil/alla-begagnade-bilar',
  no: '/kjop-bil',
  fi: '/autot',
  sk: '/vlastnictvo-auta/kupit-jazdene-auto',
  uk: '/buy-car/used-cars/all-used-cars',
}
const FACETS = ['car_brand>car_model', 'car_fuel', 'car_body', 'car_gearbox', 'car_color', 'car_drive', 'car_year']
const DOCUMENT = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip',
}
const ROUTER = { accept: '*/*', rsc: '1', 'accept-encoding': 'gzip' }

/** mulberry32: the same mix for the same seed, so two builds are compared on the same requests. */
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}
const pick = (list) => list[Math.floor(random() * list.length)]

function request(method, path, headers, body = null) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers: { host, ...headers } }, (res) => {
      const chunks = []
      res.on('data', (chunk) => chunks.push(chunk))
      res.on('end', () => {
        const raw = Buffer.concat(chunks)
        resolve({
          status: res.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          cache: res.headers['x-render-cache'] ?? null,
          text: () => (res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8'),
        })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** The market's car pages in its default language, from the sitemap the site publishes. */
async function carDetails() {
  const xml = (await request('GET', '/sitemap.xml', DOCUMENT)).text()
  const parts = [...xml.matchAll(/<sitemap><loc>[^<]*?(\/sitemap[^<]*)<\/loc>/g)].map((m) => m[1])
  const docs = parts.length
    ? await Promise.all(parts.map(async (p) => (await request('GET', p, DOCUMENT)).text()))
    : [xml]
  const paths = docs.flatMap((doc) => [...doc.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]))
  return [...new Set(paths.filter((p) => /^\/[^/]+\/\d+\/[^/]+$/.test(p)))]
}

/** Facet values with cars, as the list's filters offer them (a brand or brand>model, a fuel…). */
async function facetValues() {
  const query = { index: `cars-${site}`, limit: 0, facets: FACETS.map((name) => ({ name })) }
  const answer = JSON.parse(
    (
      await request(
        'POST',
        '/api/search',
        { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        JSON.stringify(query),
      )
    ).text(),
  )
  const values = []
  for (const facet of answer.facet) {
    const param = facet.name === 'car_brand>car_model' ? 'car_brand' : facet.name
    for (const value of facet.values) {
      values.push([param, value.text])
      for (const child of value.children ?? []) values.push([param, `${value.text}>${child.text}`])
    }
  }
  return values
}

/** Content pages linked from home: same-site paths that are neither car pages nor the list, answering a page. */
async function contentPages(listPath) {
  const html = (await request('GET', '/', DOCUMENT)).text()
  const candidates = [...new Set([...html.matchAll(/href="(\/[a-z0-9][^"?#]*)"/g)].map((m) => m[1]))].filter(
    (p) =>
      !p.startsWith('/_next') &&
      !p.startsWith('/-/') &&
      !p.startsWith('/api') &&
      !/\/\d+\//.test(p) &&
      p !== listPath &&
      !/\.[a-z]{2,4}$/.test(p),
  )
  const pages = []
  for (const p of candidates) if ((await request('GET', p, DOCUMENT)).status === 200) pages.push(p)
  return pages
}

/** Zipf (s = 1) over n items: a few cars get most views, every car gets some. */
function zipf(n) {
  const cdf = []
  let sum = 0
  for (let i = 1; i <= n; i++) cdf.push((sum += 1 / i))
  return () => {
    const u = random() * sum
    let lo = 0
    let hi = n - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (cdf[mid] < u) lo = mid + 1
      else hi = mid
    }
    return lo
  }
}

const pct = (sorted, p) =>
  sorted.length ? +sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1) : null
const summary = (times, elapsed) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: times.length,
    perSecond: +(times.length / elapsed).toFixed(1),
    p50: pct(sorted, 50),
    p95: pct(sorted, 95),
    p99: pct(sorted, 99),
  }
}

function rssMb() {
  if (!serverPid) return null
  // The server and its children (start.mjs runs the app as a child): the largest process is the app.
  const pids = [
    serverPid,
    ...fs
      .readFileSync(`/proc/${serverPid}/task/${serverPid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  ]
  let largest = 0
  for (const pid of pids) {
    const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
    largest = Math.max(largest, Number(rss ?? 0) / 1024)
  }
  return Math.round(largest)
}

async function drive(next) {
  const times = []
  const kinds = {}
  const statuses = {}
  const caches = {}
  let maxRss = rssMb()
  const sampler = serverPid ? setInterval(() => (maxRss = Math.max(maxRss, rssMb())), 1000) : null
  const until = process.hrtime.bigint() + BigInt(seconds * 1e9)
  const worker = async () => {
    while (process.hrtime.bigint() < until) {
      const { kind, path, headers } = next()
      const visitor = `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`
      const { status, ms, cache } = await request('GET', path, { ...headers, 'x-forwarded-for': visitor })
      times.push(ms)
      ;(kinds[kind] ??= []).push(ms)
      statuses[status] = (statuses[status] ?? 0) + 1
      const source = `${kind}: ${cache ?? 'none'}`
      caches[source] = (caches[source] ?? 0) + 1
    }
  }
  const started = process.hrtime.bigint()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9
  clearInterval(sampler)
  return {
    ...summary(times, elapsed),
    statuses,
    perKind: Object.fromEntries(Object.entries(kinds).map(([k, t]) => [k, summary(t, elapsed)])),
    renderCache: caches,
    maxRssMb: maxRss,
  }
}

const listPath = LISTS[site] ?? LISTS.se
const [cars, values, content] = [await carDetails(), await facetValues(), await contentPages(listPath)]
if (!cars.length || !values.length)
  throw new Error(`nothing to ask for: ${cars.length} cars, ${values.length} facet values on ${site}`)
const listHtml = (await request('GET', listPath, DOCUMENT)).text()
const staticFile =
  listHtml.match(/id="__deferred_scripts">\{"scripts":\["(\/_next\/static\/[^"]+\.js)"/)?.[1] ??
  listHtml.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1]
if (!staticFile) throw new Error(`no script found on ${listPath}`)

const popularCar = zipf(cars.length)
// The popularity order is not the sitemap's: shuffled once per seed.
const byPopularity = [...cars].sort(() => random() - 0.5)
const filteredList = () => {
  const params = new URLSearchParams()
  const count = random() < 0.5 ? 1 : 2
  while ([...params.keys()].length < count) {
    const [name, value] = pick(values)
    if (!params.has(name)) params.append(name, value)
  }
  if (random() < 0.2) params.set('page', String(2 + Math.floor(random() * 3)))
  return `${listPath}?${params}`
}
const carDetail = () => byPopularity[popularCar()]
/**
 * A navigation as the router asks for it when it holds no tree to reuse (`RSC: 1` and no Next-Router-State-Tree): the
 * whole tree, the most a navigation costs. Next checks `_rsc` against a hash of the router's state headers; with none
 * it is empty, and another value is redirected to it (next/dist/shared/lib/router/utils/cache-busting-search-param.js).
 */
const rsc = (path) => `${path}${path.includes('?') ? '&' : '?'}_rsc=`

const mix = () => {
  const u = random()
  if (u < 0.35) return { kind: 'car list filtered', path: filteredList(), headers: DOCUMENT }
  if (u < 0.6) return { kind: 'car detail', path: carDetail(), headers: DOCUMENT }
  if (u < 0.7) return { kind: 'home', path: '/', headers: DOCUMENT }
  if (u < 0.8) return { kind: 'content', path: content.length ? pick(content) : '/', headers: DOCUMENT }
  return random() < 0.5
    ? { kind: 'navigation: car list', path: rsc(filteredList()), headers: ROUTER }
    : { kind: 'navigation: car detail', path: rsc(carDetail()), headers: ROUTER }
}

const loadBefore = os.loadavg().map((l) => +l.toFixed(1))
const mixed = await drive(mix)
const loadAfterMix = os.loadavg().map((l) => +l.toFixed(1))
const plain = await drive(() => ({ kind: 'static', path: staticFile, headers: { 'accept-encoding': 'gzip' } }))
console.log(
  JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: `${os.cpus().length} cores, ${os.cpus()[0].model}, node ${process.version}`,
      load: { before: loadBefore, afterMix: loadAfterMix, afterStatic: os.loadavg().map((l) => +l.toFixed(1)) },
      site,
      seconds,
      concurrency,
      cars: cars.length,
      facetValues: values.length,
      contentPages: content.length,
      mix: mixed,
      static: { path: staticFile, ...plain, perKind: undefined, renderCache: undefined },
      shareOfStatic: +(mixed.perSecond / plain.perSecond).toFixed(3),
    },
    null,
    1,
  ),
)
