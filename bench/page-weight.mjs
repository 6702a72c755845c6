// JavaScript a page loads beyond the site shell (gzip), in Chromium: every script the page fetches until the
// network is idle, less the framework runtime (Next's root main files) and the site layout's chunks (the
// shell). Budgets: the car list ≤ 40 KB; car detail ≤ 60 KB (viewer and calculators load when shown).
// Usage: node bench/page-weight.mjs [port=3000] — against a running production build (npm start).
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'

const port = Number(process.argv[2] || 3000)
const manifest = JSON.parse(fs.readFileSync('.next/build-manifest.json', 'utf8'))
const framework = new Set(manifest.rootMainFiles)
globalThis.self = globalThis
await import(path.resolve('.next/server/app/(site)/[site]/[locale]/page/[[...path]]/page_client-reference-manifest.js'))
const layoutFiles = new Set(
  globalThis.__RSC_MANIFEST['/(site)/[site]/[locale]/page/[[...path]]/page'].entryJSFiles[
    '[project]/src/app/(site)/[site]/[locale]/layout'
  ],
)

const sitemap = await new Promise((resolve, reject) => {
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
const car = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((m) => new URL(m[1]).pathname)
  .find((p) => /^\/kop-bil\/\d+\/[^/]+$/.test(p))
const PAGES = [
  ['home', '/', null],
  ['car list', '/kop-bil/alla-bilar-i-lager', 40],
  ['car detail', car, 60],
]

const gzip = (file) => zlib.gzipSync(fs.readFileSync(path.join('.next', file)), { level: 9 }).length
const kb = (bytes) => (bytes / 1024).toFixed(1)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
const rows = []
for (const [label, urlPath, budget] of PAGES) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } })
    const files = new Set()
    page.on('request', (r) => {
      const m = new URL(r.url()).pathname.match(/^\/_next\/(static\/.+\.js)$/)
      if (m) files.add(decodeURIComponent(m[1]))
    })
    await page.goto(`http://se.localhost:${port}${urlPath}`)
    await page.waitForLoadState('networkidle')
    await page.close()
    const beyond = [...files].filter(
      (f) => !framework.has(f) && !layoutFiles.has(f) && fs.existsSync(path.join('.next', f)),
    )
    const bytes = beyond.reduce((sum, f) => sum + gzip(f), 0)
    rows.push({ label, urlPath, width, scripts: beyond.length, bytes, budget })
  }
}
await browser.close()

const table = [
  '<!-- weight:start -->',
  '## Page JavaScript beyond the shell',
  '',
  `\`node bench/page-weight.mjs ${port}\` against the production build on the demo seed (measured ${new Date().toISOString().slice(0, 10)}):`,
  'gzip (level 9) of every script Chromium fetches until the network is idle, less the framework runtime and',
  'the site layout\'s chunks (the shell, measured in "Site shell" above).',
  '',
  '| page | width | scripts | KB gzip | budget |',
  '|---|---|---|---|---|',
  ...rows.map(
    (r) =>
      `| ${r.label} (\`${r.label === 'car detail' ? '/kop-bil/{id}/{slug}' : r.urlPath}\`) | ${r.width} | ${r.scripts} | ${kb(r.bytes)} | ${r.budget ? `≤ ${r.budget} KB: ${r.bytes / 1024 <= r.budget ? 'met' : 'MISSED'}` : '–'} |`,
  ),
  '<!-- weight:end -->',
].join('\n')
const doc = fs.readFileSync('docs/benchmarks.md', 'utf8')
const start = doc.indexOf('<!-- weight:start -->')
const end = doc.indexOf('<!-- weight:end -->')
fs.writeFileSync(
  'docs/benchmarks.md',
  start >= 0 && end > start
    ? doc.slice(0, start) + table + doc.slice(end + '<!-- weight:end -->'.length)
    : `${doc.trimEnd()}\n\n${table}\n`,
)
console.log(table)
