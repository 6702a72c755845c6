import { expect, test } from './test'
import { E2E_HEALTH_TOKEN, PORT, rawGet, siteUrl } from './helpers'

const SITES = [
  { key: 'se', lang: 'sv-SE', theme: 'automotive', primary: 'rgb(11, 61, 145)', font: 'Inter Variable' },
  { key: 'bb', lang: 'sv-SE', theme: 'budget', primary: 'rgb(255, 210, 0)', font: 'Nunito Sans Variable' },
  { key: 'no', lang: 'nb-NO', theme: 'nordic', primary: 'rgb(0, 89, 79)', font: 'Source Sans 3 Variable' },
  { key: 'fi', lang: 'fi-FI', theme: 'suomi', primary: 'rgb(0, 47, 108)', font: 'IBM Plex Sans Variable' },
  { key: 'sk', lang: 'sk-SK', theme: 'slovak', primary: 'rgb(122, 31, 43)', font: 'Roboto Variable' },
  { key: 'uk', lang: 'en-GB', theme: 'uk', primary: 'rgb(28, 28, 28)', font: 'DM Sans Variable' },
]

for (const site of SITES) {
  test(`${site.key}: home page renders in ${site.lang} with its theme and fonts`, async ({ page }) => {
    const response = await page.goto(siteUrl(site.key))
    expect(response?.status()).toBe(200)
    const html = page.locator('html')
    await expect(html).toHaveAttribute('lang', site.lang)
    await expect(html).toHaveAttribute('data-theme', site.theme)
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.getByRole('navigation').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()
    const style = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--color-primary)'
      document.body.append(probe)
      return { primary: getComputedStyle(probe).color, font: getComputedStyle(document.body).fontFamily }
    })
    expect(style.primary).toBe(site.primary)
    expect(style.font).toContain(site.font)
    // The body font is self-hosted and actually loads (no network at run time).
    expect(
      await page.evaluate((family) => document.fonts.load(`16px "${family}"`).then((faces) => faces.length), site.font),
    ).toBeGreaterThan(0)
  })
}

test('a page by path, and the same page in the second language', async ({ page }) => {
  await page.goto(siteUrl('se', '/kop-bil/alla-bilar-i-lager'))
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv-SE')
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page).toHaveTitle(/\| Bilgruppen$/)
  const canonical = await page.locator('link[rel=canonical]').getAttribute('href')
  expect(canonical).toMatch(/se\.localhost:\d+\/kop-bil\/alla-bilar-i-lager$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\| Bilgruppen$/)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'sv_SE')
  await expect(page.locator('link[rel=alternate][hreflang="en-GB"]')).toHaveAttribute('href', /\/en\//)
  // Language switcher: the page's English version.
  const english = page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' })
  await english.click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  expect(new URL(page.url()).pathname.startsWith('/en/')).toBe(true)
})

test('an unknown path shows the 404 page inside the site shell, in the site language', async ({ page }) => {
  const response = await page.goto(siteUrl('no', '/finnes-ikke'))
  expect(response?.status()).toBe(404)
  // The Norwegian site's dictionary overrides the default text ("Siden ble ikke funnet").
  await expect(page.getByRole('heading', { name: 'Vi finner ikke siden' })).toBeVisible()
  await expect(page).toHaveTitle(/Vi finner ikke siden/)
  await expect(page.locator('header')).toBeVisible()
  await expect(page.locator('footer')).toBeVisible()
})

test('the 404 page is whole before any script runs: the shell, the heading and the link home are in the HTML', async ({
  browser,
}) => {
  const raw = await rawGet('se.localhost', '/finns-inte/alls')
  expect(raw.status).toBe(404)
  expect(raw.body).not.toContain('__next_error__')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const response = await page.goto(siteUrl('se', '/finns-inte/alls'))
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidan kunde inte hittas')
  await expect(page.locator('main').getByRole('link')).toHaveAttribute('href', '/')
  await expect(page.locator('header')).toBeVisible()
  await expect(page).toHaveTitle(/Sidan kunde inte hittas/)
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
  await context.close()
})

test('the UK site uses a brand theme on a brand page', async ({ page }) => {
  await page.goto(siteUrl('uk', '/buy-car/brands/bmw'))
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'bmw')
})

test('www.se.localhost redirects permanently to se.localhost, keeping path and query', async () => {
  const res = await rawGet('www.se.localhost', '/kop-bil?car_brand=Volvo')
  expect(res.status).toBe(301)
  expect(res.headers.location).toMatch(/^http:\/\/se\.localhost:\d+\/kop-bil\?car_brand=Volvo$/)
})

test('an unknown host gets the default site', async () => {
  const res = await rawGet('nobody.example', '/')
  expect(res.status).toBe(200)
  expect(res.body).toContain('lang="sv-SE"')
})

test('malformed percent-encoding and overlong paths answer 400/404, never 500', async () => {
  const malformed = await rawGet('se.localhost', '/%E0%A4%A')
  expect([400, 404]).toContain(malformed.status)
  const long = await rawGet('se.localhost', '/' + 'a'.repeat(5000))
  expect([400, 404, 414, 431]).toContain(long.status)
})

test('/healthz reports the database and version to a holder of the token', async () => {
  const res = await rawGet('se.localhost', '/healthz', PORT, { authorization: `Bearer ${E2E_HEALTH_TOKEN}` })
  expect(res.status).toBe(200)
  const body = JSON.parse(res.body)
  expect(body).toMatchObject({ status: 'ok', database: { ok: true } })
  expect(body.version).toMatch(/^\d+\.\d+\.\d+/)
})

test('robots.txt and sitemap.xml are per site', async () => {
  const robots = await rawGet('uk.localhost', '/robots.txt')
  expect(robots.status).toBe(200)
  expect(robots.body).toMatch(/Sitemap: http:\/\/uk\.localhost:\d+\/sitemap\.xml/)
  expect(robots.body).toContain('Disallow: /admin')
  const sitemap = await rawGet('uk.localhost', '/sitemap.xml')
  expect(sitemap.status).toBe(200)
  expect(sitemap.headers['content-type']).toContain('xml')
  expect(sitemap.body).toMatch(/<loc>http:\/\/uk\.localhost:\d+\/buy-car<\/loc>/)
  expect(sitemap.body).not.toContain('se.localhost')
  const se = await rawGet('se.localhost', '/sitemap.xml')
  expect(se.body).toMatch(/hreflang="en-GB" href="http:\/\/se\.localhost:\d+\/en/)
})

test('media is served under /-/media and /-/jssmedia', async ({ page }) => {
  await page.goto(siteUrl('se'))
  const src = await page.locator('header img').first().getAttribute('src')
  expect(src).toBeTruthy()
  const file = decodeURIComponent(new URL(src!, siteUrl('se')).searchParams.get('url') ?? src!)
    .split('/')
    .pop()!
  for (const prefix of ['/-/media/', '/-/jssmedia/']) {
    const res = await rawGet('se.localhost', prefix + file)
    expect(res.status, prefix).toBe(200)
    expect(res.headers['content-type']).toMatch(/^image\//)
  }
})

test('the admin login page loads', async ({ page }) => {
  await page.goto(siteUrl('se', '/admin'))
  await expect(page.locator('input[type="email"], input[name="email"]')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('input[type="password"]')).toBeVisible()
})
