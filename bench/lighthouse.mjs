// Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) in the system Chromium, on pages of each
// kind, against a running production build. Prints one JSON summary line and writes the table to
// docs/benchmarks.md between <!-- lighthouse:start --> and <!-- lighthouse:end -->.
// Usage: node bench/lighthouse.mjs [port=3000] [runs=3] — the median run per page is reported.
// LIGHTHOUSE_MODULE=/path/to/node_modules/lighthouse/core/index.js runs another Lighthouse install (e.g. 13 next to the
// project's 12: `npm install lighthouse@13` in a scratch folder); its table gets a section of its own.
// Each page is loaded once, unrecorded, before its runs: the figures are a visitor's after the first one, with the
// server's render cache and next/image's resized copies warm (the very first request of an image resizes it).
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import * as chromeLauncher from 'chrome-launcher'

const { default: lighthouse } = await import(process.env.LIGHTHOUSE_MODULE || 'lighthouse')

const port = Number(process.argv[2] || 3000)
const runs = Number(process.argv[3] || 3)

/** The first path of a site's sitemap that matches `pattern` (its first group). */
const fromSitemap = (site, pattern) =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/sitemap.xml', headers: { host: `${site}.localhost:${port}` } }, (res) => {
        let text = ''
        res
          .setEncoding('utf8')
          .on('data', (c) => (text += c))
          .on('end', () => resolve([...text.matchAll(pattern)][0]?.[1]))
      })
      .on('error', reject)
  })
const PAGES = [
  ['se home', 'se', '/'],
  ['se content', 'se', '/kop-bil'],
  ['se car list', 'se', '/kop-bil/alla-bilar-i-lager'],
  ['se car detail', 'se', await fromSitemap('se', /<loc>[^<]*?(\/kop-bil\/\d+\/[^<]+)<\/loc>/g)],
  ['se dealer list', 'se', '/anlaggningar'],
  ['se dealer', 'se', '/anlaggningar/bilgruppen-goteborg'],
  ['se finance', 'se', '/rakna-pa-finansiering'],
  ['se story', 'se', await fromSitemap('se', /<loc>[^<]*?(\/nyheter\/[^<]+)<\/loc>/g)],
  ['se service booking', 'se', '/service-och-verkstad/boka-bilverkstad'],
  ['se tyre hotel', 'se', '/dack-och-biltillbehor/dackhotell'],
  ['bb home', 'bb', '/'],
  ['no home', 'no', '/'],
  ['fi home', 'fi', '/'],
  ['sk home', 'sk', '/'],
  ['uk home', 'uk', '/'],
  ['uk car list', 'uk', '/buy-car/used-cars/all-used-cars'],
  ['uk car detail', 'uk', await fromSitemap('uk', /<loc>[^<]*?(\/buy-car\/car\/\d+\/[^<]+)<\/loc>/g)],
]

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const rows = []
try {
  for (const [label, site, path] of PAGES) {
    const url = `http://${site}.localhost:${port}${path}`
    const options = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    }
    await lighthouse(url, options)
    const results = []
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(url, options)
      results.push({
        performance: lhr.categories.performance.score,
        accessibility: lhr.categories.accessibility.score,
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        fcp: lhr.audits['first-contentful-paint'].numericValue,
        // What makes two machines' figures comparable or not: the version, Lighthouse's own measure of
        // the machine's speed (its simulated throttling scales with it) and how busy the machine was.
        version: lhr.lighthouseVersion,
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        load: +os.loadavg()[0].toFixed(1),
      })
    }
    const pick = results.find((r) => r.performance === median(results.map((x) => x.performance)))
    rows.push({ label, path, ...pick, runs: results.map((r) => r.performance) })
  }
} finally {
  await chrome.kill()
}

const load = os
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(', ')
console.log(
  JSON.stringify({
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${os.cpus()[0].model}, node ${process.version}`,
    load,
    rows,
  }),
)
const major = String(rows[0]?.version ?? '').split('.')[0]
// The project's own Lighthouse writes the main table; another install its own section.
const marker = process.env.LIGHTHOUSE_MODULE ? `lighthouse-${major}` : 'lighthouse'
const table = [
  `<!-- ${marker}:start -->`,
  process.env.LIGHTHOUSE_MODULE ? `## Lighthouse ${major} (mobile)` : '## Lighthouse (mobile)',
  '',
  `\`${process.env.LIGHTHOUSE_MODULE ? 'LIGHTHOUSE_MODULE=… ' : ''}node bench/lighthouse.mjs ${port} ${runs}\` (Lighthouse ${rows[0]?.version}, mobile preset, Debian Chromium) against the production build on the demo`,
  `seed; median of ${runs} runs per page; measured ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} cores (load average ${load}).`,
  '',
  '| page | performance | accessibility | LCP | TBT | CLS | FCP | Lighthouse | benchmarkIndex | load |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.label} | ${Math.round(r.performance * 100)} | ${Math.round(r.accessibility * 100)} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.fcp / 1000).toFixed(2)} s | ${r.version} | ${r.benchmarkIndex} | ${r.load} |`,
  ),
  `<!-- ${marker}:end -->`,
].join('\n')
const doc = fs.readFileSync('docs/benchmarks.md', 'utf8')
const start = doc.indexOf(`<!-- ${marker}:start -->`)
const end = doc.indexOf(`<!-- ${marker}:end -->`)
fs.writeFileSync(
  'docs/benchmarks.md',
  start >= 0 && end > start
    ? doc.slice(0, start) + table + doc.slice(end + `<!-- ${marker}:end -->`.length)
    : `${doc.trimEnd()}\n\n${table}\n`,
)
console.log(table)
