import { chromium } from 'playwright'
import fs from 'node:fs'
import { chromiumPath } from './scripts/chromium.mjs'
const [,, base, lang, width, name, ...paths] = process.argv
const admin = JSON.parse(fs.readFileSync('/work/fresh/data/admin.json', 'utf8'))
const browser = await chromium.launch({ executablePath: chromiumPath() })
const host = new URL(base).hostname
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 } })
const page = await ctx.newPage()
await page.goto(base + '/admin/login')
await page.evaluate(async ({ email, password }) => { await fetch('/api/cms/users/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), credentials: 'include' }) }, admin)
await ctx.addCookies([{ name: 'payload-lng', value: lang, domain: host, path: '/' }])
let i = 0
for (const p of paths) {
  let [url, click] = p.split('#click=')
  if (url.startsWith('@home')) {
    const id = await page.evaluate(async () => (await (await fetch('/api/cms/pages?where[path][equals]=%2F&locale=sv-SE&depth=0&limit=1')).json()).docs[0].id)
    url = `/admin/collections/pages/${id}`
  }
  await page.goto(base + url, { waitUntil: 'networkidle' })
  if (click) { for (const c of click.split('|')) { await page.getByText(c, { exact: false }).first().click({ timeout: 5000 }).catch(e => console.log('no click', c)); await page.waitForTimeout(500) } }
  await page.waitForTimeout(800)
  await page.screenshot({ path: `/tmp/shots/${name}-${i++}.png`, fullPage: true })
}
await browser.close()
