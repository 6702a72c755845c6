import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/**
 * Distance search on se and uk: a town or the visitor's position filters the car list by radius and sorts it nearest
 * first; each card says how far its dealer is in the market's unit (km, miles on the UK site); the chip removes it.
 */
const SITES = [
  {
    key: 'se',
    list: '/kop-bil/alla-bilar-i-lager',
    place: 'kungens-kurva',
    small: 10,
    big: 100,
    unit: /^\d+ km$/,
    denied: /Webbplatsen fick inte använda din position/,
  },
  {
    key: 'uk',
    list: '/buy-car/used-cars/all-used-cars',
    place: 'london',
    small: 10,
    big: 25,
    unit: /^\d+ miles?$/,
    denied: /not allowed to use your location/,
  },
] as const

const answerConsent = (context: BrowserContext, key: string) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(key),
    },
  ])

/** The cards' distances in the market's unit, as numbers. */
async function cardDistances(page: Page, unit: RegExp): Promise<number[]> {
  const texts = await page.getByTestId('car-distance').allTextContents()
  return texts
    .map((text) => text.replace(/^\s*·\s*/, '').trim())
    .map((text) => {
      expect(text).toMatch(unit)
      return Number(text.replace(/[^\d]/g, ''))
    })
}

const radiusCount = async (page: Page, radius: number) =>
  Number(
    (await page.getByTestId(`distance-radius-${radius}`).locator('xpath=..').textContent())
      ?.match(/(\d[\d\s\u00a0,]*)$/)?.[1]
      .replace(/\D/g, ''),
  )

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

for (const site of SITES) {
  test.describe(`${site.key}`, () => {
    test.use({ viewport: { width: 1280, height: 900 } })

    test('a town filters by radius, sorts nearest first, shows each distance in the market unit; the chip removes it', async ({
      page,
      context,
    }) => {
      await answerConsent(context, site.key)
      await page.goto(siteUrl(site.key, site.list))
      await page.getByTestId('distance-place').selectOption(site.place)
      await expect(page).toHaveURL(new RegExp(`place=${site.place}.*sort=distance_asc`))
      await expect(page.getByTestId('car-distance').first()).toBeVisible()

      await page.getByTestId(`distance-radius-${site.big}`).check()
      await expect(page).toHaveURL(new RegExp(`distance=${site.big}`))
      const big = await radiusCount(page, site.big)
      await page.getByTestId(`distance-radius-${site.small}`).check()
      await expect(page).toHaveURL(new RegExp(`distance=${site.small}`))
      await expect(page.getByTestId(`distance-radius-${site.small}`)).toBeChecked()
      const small = await radiusCount(page, site.small)
      expect(small).toBeGreaterThan(0)
      expect(small).toBeLessThan(big)

      // The address changes before the list does: wait for the cards of the smaller radius.
      await expect
        .poll(async () => {
          const distances = await cardDistances(page, site.unit)
          return distances.length > 0 && distances.every((d) => d <= site.small)
        })
        .toBe(true)
      const distances = await cardDistances(page, site.unit)
      expect(distances).toEqual([...distances].sort((a, b) => a - b))
      // Results being fetched are dimmed (aria-busy, opacity 0.6, eased back): axe would measure the dimmed text.
      await expect(page.getByTestId('car-list-results')).toHaveCSS('opacity', '1')
      expect(await serious(page)).toEqual([])

      const chip = page.getByTestId('car-list-chip').last()
      await chip.click()
      await expect(page).not.toHaveURL(/place=|distance=|sort=distance_asc/)
      await expect(page.getByTestId('car-distance')).toHaveCount(0)
    })
  })
}

test.describe('near me', () => {
  test.use({
    viewport: { width: 375, height: 800 },
    geolocation: { latitude: 57.708934, longitude: 11.974567 },
    permissions: ['geolocation'],
  })

  test('asks for the position only on the button, and puts it in the URL rounded to two decimals', async ({
    page,
    context,
  }) => {
    await answerConsent(context, 'se')
    await page.goto(siteUrl('se', SITES[0].list))
    await page.getByTestId('car-list-open-filters').click()
    await page.getByTestId('distance-near-me').click()
    await expect(page).toHaveURL(/near=57\.71%2C11\.97|near=57\.71,11\.97/)
    await expect(page.getByTestId('car-distance').first()).toHaveText(/· \d+ km/)
    expect(await serious(page)).toEqual([])
  })
})

test.describe('near me, denied', () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: [] })

  for (const site of SITES) {
    test(`${site.key}: says so in the page's language and leaves the list as it was`, async ({ page, context }) => {
      await answerConsent(context, site.key)
      await page.goto(siteUrl(site.key, site.list))
      const before = page.url()
      await page.getByTestId('distance-near-me').click()
      await expect(page.getByTestId('distance-status')).toHaveText(site.denied)
      expect(page.url()).toBe(before)
    })
  }
})
