// First-load JavaScript (gzip) of each demo site's home page, split by what loads it: the framework
// runtime (Next's root main files: React, React DOM, the router), the site layout (the shell's client
// code) and the content page (its blocks), using the build's client reference manifest.
// Usage: node bench/shell-first-load.mjs [port=3000] — against a running production build (npm start).
// Writes its table to docs/benchmarks.md between <!-- shell:start --> and <!-- shell:end -->.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'

const port = Number(process.argv[2] || 3000)
const SITES = ['se', 'bb', 'no', 'fi', 'sk', 'uk']
const LIMIT_KB = 60
const manifest = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8'))
const framework = new Set(manifest.rootMainFiles)
// The client reference manifest is a script that assigns globalThis.__RSC_MANIFEST[route].
const PAGE = '/(site)/[site]/[locale]/page/[[...path]]/page'
globalThis.self = globalThis
await import(path.resolve('.next/server/app/(site)/[site]/[locale]/page/[[...path]]/page_client-reference-manifest.js'))
const entries = globalThis.__RSC_MANIFEST[PAGE].entryJSFiles
const layoutFiles = new Set(entries['[project]/src/app/(site)/[site]/[locale]/layout'])
const pageFiles = new Set(
  entries['[project]/src/app/(site)/[site]/[locale]/page/[[...path]]/page'].filter((f) => !layoutFiles.has(f)),
)

const get = (host, urlPath) =>
  new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, headers: { host: `${host}:${port}` } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () =>
          res.statusCode === 200 ? resolve(body) : reject(new Error(`${host}${urlPath}: ${res.statusCode}`)),
        )
      },
    )
    req.on('error', reject)
    req.end()
  })

const gzipBytes = (file) => zlib.gzipSync(fs.readFileSync(path.join('.next', file)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)

const rows = []
for (const site of SITES) {
  const html = await get(`${site}.localhost`, '/')
  // Scripts a modern browser loads with the page (nomodule polyfills excluded): tags, and those the deferred start
  // lists for after the largest paint (src/platform/deferred-start).
  const tags = [
    ...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/(static\/[^"?]+\.js)[^"]*"/gi),
  ].map((m) => m[1])
  const listed = JSON.parse(/id="__deferred_scripts">([^<]*)</.exec(html)?.[1] ?? '{"scripts":[]}').scripts.map(
    (url) => url.replace(/^\/_next\//, '').split('?')[0],
  )
  const files = [...tags, ...listed]
  const unique = [...new Set(files)]
  const sum = { fw: 0, shell: 0, page: 0, other: 0 }
  for (const file of unique) {
    const kind = framework.has(file) ? 'fw' : layoutFiles.has(file) ? 'shell' : pageFiles.has(file) ? 'page' : 'other'
    sum[kind] += gzipBytes(file)
  }
  rows.push({ site, scripts: unique.length, ...sum })
}

/** Cumulative layout shift while a home page loads and hydrates (fonts swapping in, banners, the menu measuring itself). */
async function layoutShift(browser, site, width) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  await page.addInitScript(() => {
    window.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`http://${site}.localhost:${port}/`)
  // The fonts are asked for with the scripts, after the largest paint (src/platform/deferred-start): their swap counts too.
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' })
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
  const cls = await page.evaluate(() => window.__cls)
  await page.close()
  return cls
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
for (const row of rows) {
  row.clsDesktop = await layoutShift(browser, row.site, 1280)
  row.clsMobile = await layoutShift(browser, row.site, 375)
}
await browser.close()

const maxShell = Math.max(...rows.map((r) => r.shell))
const table = [
  '<!-- shell:start -->',
  '## Site shell: first-load JavaScript of the home page',
  '',
  `\`node bench/shell-first-load.mjs ${port}\` against the production build (gzip level 9 of the script files each`,
  `home page loads; measured ${new Date().toISOString().slice(0, 10)}). "Framework" is Next's root main files (React, React DOM,`,
  'router); "shell" the chunks of the site layout\'s client components (navigation, mega menu, language',
  'switcher, alert bar, site messages, consent, scroll-to-top, copy tooltip, with Radix, lucide and',
  'next/image and next/link); "page" the chunks the content page adds for its blocks (the section error',
  'boundary; client blocks such as the finance calculators load only where a page shows them); "other"',
  'anything else. Fonts fall back to metric-matched local faces (scripts/font-fallbacks.mjs), so their',
  'swap barely moves the text.',
  '',
  'CLS is the cumulative layout shift while the page loads in Chromium (first visit, consent banner',
  'showing), at 1280 and 375 px.',
  '',
  '| site | scripts | framework KB | shell KB | page KB | other KB | total KB | CLS 1280 | CLS 375 |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.site} | ${r.scripts} | ${kb(r.fw)} | ${kb(r.shell)} | ${kb(r.page)} | ${kb(r.other)} | ${kb(r.fw + r.shell + r.page + r.other)} | ${r.clsDesktop.toFixed(3)} | ${r.clsMobile.toFixed(3)} |`,
  ),
  '',
  `Target: the shell adds at most ${LIMIT_KB} KB gzip beyond the framework runtime — ${maxShell / 1024 <= LIMIT_KB ? 'met' : 'MISSED'} (largest: ${kb(maxShell)} KB).`,
  '<!-- shell:end -->',
].join('\n')

const doc = fs.readFileSync('docs/benchmarks.md', 'utf8')
const start = doc.indexOf('<!-- shell:start -->')
const end = doc.indexOf('<!-- shell:end -->')
const next =
  start >= 0 && end > start
    ? doc.slice(0, start) + table + doc.slice(end + '<!-- shell:end -->'.length)
    : `${doc.trimEnd()}\n\n${table}\n`
fs.writeFileSync('docs/benchmarks.md', next)
console.log(table)
