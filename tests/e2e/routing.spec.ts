import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './test'
import { PORT, rawGet, siteUrl } from './helpers'

/** Route kinds on the seeded demo: URLs come from the site's own sitemap. */
async function sitemapLocs(host: string): Promise<string[]> {
  const res = await rawGet(host, '/sitemap.xml')
  expect(res.status).toBe(200)
  return [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname)
}

const severeViolations = async (page: import('@playwright/test').Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

test('car detail: the sitemap lists each car in every locale; id only → 302, a wrong slug → 301, unknown → 404', async () => {
  const locs = await sitemapLocs('se.localhost')
  const car = locs.find((p) => /^\/kop-bil\/\d+\/[a-z0-9-]+$/.test(p))!
  const [, id, slug] = car.match(/^\/kop-bil\/(\d+)\/(.+)$/)!
  expect(locs).toContain(`/en/buy-car/${id}/${slug}`)

  const byId = await rawGet('se.localhost', `/kop-bil/${id}?utm_source=x`)
  expect([byId.status, byId.headers.location]).toEqual([302, `http://se.localhost:${PORT}${car}?utm_source=x`])
  const wrong = await rawGet('se.localhost', `/kop-bil/${id}/fel-namn`)
  expect([wrong.status, wrong.headers.location]).toEqual([301, `http://se.localhost:${PORT}${car}`])
  expect((await rawGet('se.localhost', car)).status).toBe(200)
  const unknown = await rawGet('se.localhost', '/kop-bil/99999999/finns-inte')
  expect(unknown.status).toBe(404)
  // An unknown car is the car's not-found view (similar cars, a search for the slug's model).
  expect(unknown.body).toContain('Bilen finns inte längre')
  // Not a car: no numeric id, or too many segments (spec 1 §2).
  expect((await rawGet('se.localhost', '/kop-bil/bilar/volvo/xc60')).status).toBe(404)
})

test('car detail shows the car in the shell, with breadcrumbs and the language switcher leading to the same car', async ({
  page,
}) => {
  const car = (await sitemapLocs('se.localhost')).find((p) => /^\/kop-bil\/\d+\/[a-z0-9-]+$/.test(p))!
  await page.goto(siteUrl('se', car))
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  const trail = page.getByRole('navigation', { name: 'Du är här' })
  await expect(trail.getByRole('link', { name: 'Köp bil' })).toHaveAttribute('href', '/kop-bil')
  await expect(trail.locator('[aria-current="page"]')).toHaveText(heading!)
  await expect(page).toHaveTitle(`${heading} | Bilgruppen`)
  expect(await severeViolations(page)).toEqual([])

  const english = page.getByRole('navigation', { name: 'Språk' }).getByRole('link', { name: 'English' })
  await expect(english).toHaveAttribute('href', car.replace('/kop-bil/', '/en/buy-car/'))
  await english.click()
  await expect(page).toHaveURL(new RegExp(`${car.replace('/kop-bil/', '/en/buy-car/')}$`))
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
  await expect(
    page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Buy a car' }),
  ).toHaveAttribute('href', '/en/buy-car')
})

test('a story renders under its stories index, with the trail of its ancestors; an unknown one is a 404', async ({
  page,
}) => {
  const story = (await sitemapLocs('se.localhost')).find((p) => /^\/nyheter\/[a-z0-9-]+$/.test(p))!
  await page.goto(siteUrl('se', story))
  const trail = page.getByRole('navigation', { name: 'Du är här' })
  await expect(trail.getByRole('link')).toHaveText(['Hem', 'Nyheter'])
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await severeViolations(page)).toEqual([])
  expect((await rawGet('se.localhost', '/nyheter/finns-inte')).status).toBe(404)
})

test('the sitemap is per site and leaves out other markets’ cars', async () => {
  const uk = await sitemapLocs('uk.localhost')
  expect(uk.some((p) => /^\/buy-car\/car\/\d+\/[a-z0-9-]+$/.test(p))).toBe(true)
  expect(uk.some((p) => p.startsWith('/kop-bil/'))).toBe(false)
  expect((await rawGet('uk.localhost', '/sitemap-1.xml')).status).toBe(404)
})

test('every route kind shows its page without JavaScript (no streamed content hidden behind a skeleton)', async ({
  browser,
}) => {
  const locs = await sitemapLocs('se.localhost')
  const pick = (pattern: RegExp) => locs.find((p) => pattern.test(p))!
  const paths = [
    '/',
    '/kop-bil/alla-bilar-i-lager',
    pick(/^\/kop-bil\/\d+\/[a-z0-9-]+$/),
    '/anlaggningar',
    '/anlaggningar/bilgruppen-goteborg',
    pick(/^\/nyheter\/[a-z0-9-]+$/),
  ]
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const path of paths) {
    await page.goto(siteUrl('se', path))
    await expect(page.locator('main h1').first(), path).toBeVisible()
  }
  await context.close()
})
