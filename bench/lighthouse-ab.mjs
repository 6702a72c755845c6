// Lighthouse (mobile preset, system Chromium) on one page of two running production builds, runs interleaved
// (A B, B A, ...) so that both see the same machine: on this shared machine one build's TBT moves 2-4x between
// minutes, and only a side-by-side comparison tells a change from the noise.
// Usage: node bench/lighthouse-ab.mjs <path> [runs=8] [site=se] [portA=3401] [portB=3400]
// e.g. the build before a change on 3401 (a second checkout: its own `npm run build` and `PORT=3401 npm start`)
// and after it on 3400. Prints the median and every run's TBT, performance score and LCP of each.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

const [path = '/', runs = '8', site = 'se', portA = '3401', portB = '3400'] = process.argv.slice(2)
const urls = { A: `http://${site}.localhost:${portA}${path}`, B: `http://${site}.localhost:${portB}${path}` }
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
})
const options = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }
const results = { A: [], B: [] }
try {
  // One unrecorded load each: the render cache and the resized images warm, as in bench/lighthouse.mjs.
  for (const side of ['A', 'B']) await lighthouse(urls[side], options)
  for (let i = 0; i < Number(runs); i++) {
    for (const side of i % 2 ? ['A', 'B'] : ['B', 'A']) {
      const { lhr } = await lighthouse(urls[side], options)
      results[side].push({
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue),
        performance: lhr.categories.performance.score,
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      })
    }
  }
} finally {
  await chrome.kill()
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
for (const side of ['A', 'B']) {
  const runsOf = results[side]
  console.log(
    JSON.stringify({
      side,
      url: urls[side],
      tbt: median(runsOf.map((r) => r.tbt)),
      performance: median(runsOf.map((r) => r.performance)),
      lcp: median(runsOf.map((r) => r.lcp)),
      runs: runsOf.map((r) => r.tbt),
    }),
  )
}
