import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { rawGet, siteUrl } from './helpers'

/** Dealer sites on the seeded demo: se /anlaggningar (10 sites, city and brand filters), bb /hitta-oss (3 sites, no filters). */

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const GOTEBORG = { latitude: 57.7089, longitude: 11.9746 }

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the site list shows cards linking under the list, a search box above 8 sites and the configured filters; axe clean', async ({
      page,
    }) => {
      await page.goto(siteUrl('se', '/anlaggningar'))
      const cards = page.getByTestId('site-card')
      // The list is a client block loaded when shown: wait for it to fill rather than count what is there at once.
      await expect.poll(() => cards.count()).toBeGreaterThan(8)
      const first = cards.first()
      await expect(first.getByRole('heading', { level: 3 })).toBeVisible()
      expect(await first.getByRole('link').first().getAttribute('href')).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
      await expect(page.getByTestId('site-search')).toBeVisible()
      await expect(page.getByTestId('site-filter-city')).toBeVisible()
      await expect(page.getByTestId('site-filter-brand')).toBeVisible()
      await expect(page.getByTestId('site-filter-region')).toHaveCount(0)
      expect(await severeViolations(page)).toEqual([])

      await page.getByTestId('site-search').fill('göteborg')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toHaveAttribute('data-slug', 'bilgruppen-goteborg')
      await page.getByTestId('site-search').fill('')
      await page.getByTestId('site-filter-city').selectOption('Malmö')
      await expect(cards).toHaveCount(1)
      await expect(cards.first()).toHaveAttribute('data-slug', 'bilgruppen-malmo')
    })

    test('a list of 8 sites or fewer has no search box, and no filters unless configured', async ({ page }) => {
      await page.goto(siteUrl('bb', '/hitta-oss'))
      await expect(page.getByTestId('site-card').first()).toBeVisible()
      await expect(page.getByTestId('site-search')).toHaveCount(0)
      await expect(page.locator('[data-testid^="site-filter-"]')).toHaveCount(0)
    })

    test('the site page shows contact, departments with open state, brands, staff on demand and the latest cars; axe clean', async ({
      page,
    }) => {
      await page.goto(siteUrl('se', '/anlaggningar/bilgruppen-goteborg'))
      await expect(page.getByRole('heading', { level: 1, name: 'Bilgruppen Göteborg' })).toBeVisible()
      await expect(page.getByTestId('dealer-directions')).toHaveAttribute(
        'href',
        /google\.com\/maps\/dir\/\?api=1&destination=57\.\d+%2C11\.\d+/,
      )
      // spec 1 §2: on the Swedish site the booking button carries the site's position
      await expect(page.getByTestId('dealer-book-service')).toHaveText('Boka service & verkstad')
      await expect(page.getByTestId('dealer-book-service')).toHaveAttribute('href', /\?lat=57\.\d+&lng=11\.\d+$/)
      expect(await page.getByTestId('dealer-department').count()).toBeGreaterThan(1)
      expect(await page.getByTestId('dealer-open-state').count()).toBeGreaterThan(0)
      await expect(page.getByTestId('dealer-brands')).toBeVisible()
      // The demo's holidays follow the seeding day, with a stocktaking day 1-4 weeks after it: the coming weeks list it.
      await expect(
        page
          .getByTestId('dealer-vacations')
          .getByTestId('dealer-deviation')
          .filter({ hasText: 'Inventering: 09:00–14:00' }),
      ).toHaveCount(1)

      const staffButton = page.getByTestId('dealer-staff').getByRole('button')
      await expect(staffButton).toHaveAttribute('aria-expanded', 'false')
      await staffButton.click()
      await expect(staffButton).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('dealer-staff').getByRole('listitem').first()).toBeVisible()

      const cars = page.getByTestId('dealer-car')
      expect(await cars.count()).toBeGreaterThan(0)
      expect(await cars.count()).toBeLessThanOrEqual(12)
      expect(await cars.first().getByRole('link').getAttribute('href')).toMatch(/^\/kop-bil\/\d+\/[a-z0-9-]+$/)
      const all = new URL((await page.getByTestId('dealer-all-cars').getAttribute('href'))!, 'http://x')
      expect(all.searchParams.get('car_site_name')).toBe('Bilgruppen Göteborg')
      expect(all.searchParams.get('car_site_city')).toBe('Göteborg')

      // Playwright's text filters skip <script> contents; read the structured data as text instead.
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      const ld = JSON.parse(scripts.find((text) => text.includes('"AutoDealer"'))!)
      expect(ld).toMatchObject({ '@type': 'AutoDealer', name: 'Bilgruppen Göteborg' })
      expect(ld.openingHoursSpecification.length).toBeGreaterThan(0)
      expect(await severeViolations(page)).toEqual([])
    })
  })
}

test.describe('nearest to me', () => {
  test('with the location granted, the nearest site comes first with its distance', async ({ browser }) => {
    const context = await browser.newContext({ geolocation: GOTEBORG, permissions: ['geolocation'] })
    const page = await context.newPage()
    await page.goto(siteUrl('se', '/anlaggningar'))
    await page.getByTestId('site-nearest').click()
    await expect(page.getByTestId('site-card').first()).toHaveAttribute('data-slug', 'bilgruppen-goteborg')
    await expect(page.getByTestId('site-card').first().getByTestId('site-distance')).toHaveText(/^\d+ km bort$/)
    await expect(page.getByTestId('site-nearest')).toHaveAttribute('aria-pressed', 'true')
    await context.close()
  })

  test('with the location refused, the permission text shows and the order stays', async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] })
    const page = await context.newPage()
    await page.goto(siteUrl('se', '/anlaggningar'))
    const before = await page
      .getByTestId('site-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug')))
    await page.getByTestId('site-nearest').click()
    await expect(page.getByTestId('site-location-status')).toContainText('Tillåt platsåtkomst')
    expect(
      await page.getByTestId('site-card').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-slug'))),
    ).toEqual(before)
    await expect(page.getByTestId('site-distance')).toHaveCount(0)
    await context.close()
  })
})

test('an unknown site answers 302 to the site list; the sitemap lists the site pages', async () => {
  const unknown = await rawGet('se.localhost', '/anlaggningar/finns-inte')
  expect(unknown.status).toBe(302)
  expect(unknown.headers.location).toMatch(/\/anlaggningar$/)
  const sitemap = await rawGet('se.localhost', '/sitemap.xml')
  expect(sitemap.body).toContain('/anlaggningar/bilgruppen-goteborg</loc>')
})

test('the workshop grid on se’s service page shows 4 workshops linking to their site pages, with the workshop e-mail', async ({
  page,
}) => {
  await page.goto(siteUrl('se', '/service-och-verkstad'))
  const cards = page.getByTestId('workshop-grid').getByTestId('site-card')
  await expect(cards).toHaveCount(4)
  expect(await cards.first().getByRole('link').first().getAttribute('href')).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
  // spec 2 §3: the Workshop department's mailbox (the demo's are verkstad.<place>@…)
  await expect(cards.first().getByTestId('site-email')).toHaveText(/^verkstad\./)
})

test.describe('maps', () => {
  test('the list’s map loads nothing until scrolled into view, then the app’s own style and basemap', async ({
    page,
  }) => {
    const mapRequests: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/maps/')) mapRequests.push(new URL(r.url()).pathname)
    })
    await page.setViewportSize({ width: 1280, height: 700 })
    await page.goto(siteUrl('se', '/anlaggningar'))
    await expect(page.getByTestId('site-card').first()).toBeVisible()
    const map = page.getByTestId('map')
    await expect(map).toHaveAttribute('data-state', 'waiting')
    expect(mapRequests).toEqual([])

    const style = page.waitForRequest((r) => r.url().endsWith('/api/maps/style'))
    await map.scrollIntoViewIfNeeded()
    await style
    await expect(map).toHaveAttribute('data-state', 'shown')
    await expect(map).toHaveAccessibleName('Karta över anläggningarna')
    // MapLibre drew on its canvas and placed a marker per site, each linking to its page
    await expect(map.locator('canvas.maplibregl-canvas')).toBeAttached()
    await expect(map.getByTestId('map-marker')).toHaveCount(await page.getByTestId('site-card').count())
    expect(await map.getByTestId('map-marker').first().getAttribute('href')).toMatch(/^\/anlaggningar\/[a-z0-9-]+$/)
    await page.getByTestId('site-filter-city').selectOption('Malmö')
    await expect(map.getByTestId('map-marker')).toHaveCount(1)
    await expect(map.getByTestId('map-marker')).toHaveAccessibleName('Bilgruppen Malmö')
    await expect(map.getByRole('group', { name: 'Bilgruppen Malmö' })).toBeAttached()
    expect(await severeViolations(page)).toEqual([])
  })

  test('the site page’s map falls back to the address and directions link when it cannot load, and logs it', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    await page.route('**/api/maps/**', (route) => route.abort())
    await page.goto(siteUrl('se', '/anlaggningar/bilgruppen-goteborg'))
    await page.evaluate(() => document.querySelector('[data-testid="map"]')?.scrollIntoView())
    const fallback = page.getByTestId('map-fallback')
    await expect(fallback).toBeVisible()
    await expect(fallback.getByRole('link')).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir\/\?api=1&destination=57\.\d+%2C11\.\d+/,
    )
    await expect(page.getByTestId('map')).toHaveCount(0)
    expect(errors.some((e) => e.includes('Failed to load dealer map'))).toBe(true)
    expect(await severeViolations(page)).toEqual([])
  })

  test('the built-in style and basemap are served by the app itself', async () => {
    const style = await rawGet('se.localhost', '/api/maps/style')
    expect(style.status).toBe(200)
    expect(JSON.parse(style.body)).toMatchObject({
      version: 8,
      sources: { basemap: { type: 'geojson', data: '/api/maps/basemap' } },
    })
    const basemap = await rawGet('se.localhost', '/api/maps/basemap')
    expect(basemap.status).toBe(200)
    expect(JSON.parse(basemap.body).features.length).toBeGreaterThan(200)
  })
})

test('the site page’s map shows the site’s pin (built-in basemap) and stays axe clean', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await page.goto(siteUrl('se', '/anlaggningar/bilgruppen-goteborg'))
  const map = page.getByTestId('map')
  await map.scrollIntoViewIfNeeded()
  await expect(map).toHaveAccessibleName('Karta över Bilgruppen Göteborg')
  await expect(map.getByRole('img', { name: 'Bilgruppen Göteborg' })).toBeAttached()
  await expect(map.locator('canvas.maplibregl-canvas')).toBeAttached()
  expect(await severeViolations(page)).toEqual([])
  expect(errors.filter((e) => e.includes('map'))).toEqual([])
})
