import { expect, test, type BrowserContext, type Page } from './test'
import { PORT, siteUrl } from './helpers'

/**
 * The se car list's chips: after the hero search the list names the search, shows the choices as removable
 * chips and the ticked brand and model at the top of their list; at the page cap it says how to narrow the search.
 */
const LIST = '/kop-bil/alla-bilar-i-lager'

const answerConsent = (context: BrowserContext, key: string) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(key),
    },
  ])

const chips = (page: Page) => page.getByTestId('car-list-chips')
/** The subtitle under the page's H1. */
const subtitle = (page: Page) => page.getByTestId('car-list-search-title')

async function apiTotal(page: Page, facets: { name: string; filters: string[] }[]): Promise<number> {
  const response = await page.request.post(`http://127.0.0.1:${PORT}/api/search`, {
    data: { index: 'cars-se', limit: 0, facets },
  })
  return (await response.json()).total_items
}

/** Whether the element is inside the visible part of every scrolling box around it and of the window. */
const inView = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const box = el.getBoundingClientRect()
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (!/(auto|scroll)/.test(getComputedStyle(p).overflowY)) continue
        const outer = p.getBoundingClientRect()
        if (box.top < outer.top || box.bottom > outer.bottom) return false
      }
      return box.top >= 0 && box.bottom <= window.innerHeight
    })

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('the hero search "volvo xc60 diesel": the list is titled by it, its chips remove one choice each, "clear all" all', async ({
      page,
      context,
    }) => {
      await answerConsent(context, 'se')
      await page.goto(siteUrl('se', '/'))
      await page.getByTestId('hero-search-input').fill('volvo xc60 diesel')
      await page.getByTestId('hero-search-submit').click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo\/xc60\?car_fuel=Diesel$/)

      await expect(subtitle(page)).toHaveText('Volvo XC60 · Diesel')
      await expect(subtitle(page)).toBeInViewport()
      // It sits right under the H1.
      expect(await subtitle(page).evaluate((p) => p.previousElementSibling?.tagName)).toBe('H1')
      const list = chips(page).getByRole('list', { name: 'Valda filter' })
      await expect(list.getByRole('link')).toHaveText(['Volvo', 'XC60', 'Diesel', 'Rensa alla'])
      await expect(chips(page).getByRole('link', { name: 'Ta bort filtret Diesel' })).toBeVisible()

      // The ticked brand and model head their facet list (desktop panel; the phone's drawer opens with them).
      if (width === 1280) {
        await expect(page.locator('[data-facet="car_brand"] input[type=checkbox]').first()).toHaveAttribute(
          'value',
          'Volvo',
        )
        await expect(page.locator('[data-facet="car_brand"] input[value="Volvo>XC60"]')).toBeChecked()
        await page.getByTestId('car-list-results').evaluate((el) => el.scrollIntoView({ block: 'start' }))
        expect(await inView(page, '[data-facet="car_brand"] input[value="Volvo>XC60"]')).toBe(true)
      } else {
        await page.getByTestId('car-list-open-filters').click()
        const drawer = page.getByTestId('car-list-drawer')
        await expect(drawer.locator('[data-facet="car_brand"] input[type=checkbox]').first()).toHaveAttribute(
          'value',
          'Volvo',
        )
        await expect(drawer.locator('[data-facet="car_fuel"] input[type=checkbox]').first()).toHaveAttribute(
          'value',
          'Diesel',
        )
        await page.keyboard.press('Escape')
      }

      const withoutFuel = await apiTotal(page, [{ name: 'car_brand>car_model', filters: ['Volvo>XC60'] }])
      await chips(page).getByRole('link', { name: 'Ta bort filtret Diesel' }).click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo\/xc60$/)
      await expect(subtitle(page)).toHaveText('Volvo XC60')
      await expect(page.getByTestId('car-list-showing')).toContainText(withoutFuel.toLocaleString('sv-SE'))

      await chips(page).getByRole('link', { name: 'Ta bort filtret XC60' }).click()
      await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\?car_brand=Volvo$/)
      await expect(subtitle(page)).toHaveText('Volvo')

      await chips(page).getByRole('link', { name: 'Rensa alla' }).click()
      await expect(page).toHaveURL(new RegExp(`${LIST}$`))
      await expect(chips(page)).toHaveCount(0)
      await expect(subtitle(page)).toHaveCount(0)
    })
  })
}

test('at the page cap the list counts the cars it cannot show and points to the filters', async ({ page, context }) => {
  test.slow() // the server renders 20 pages of 48 cars
  await answerConsent(context, 'se')
  const total = await apiTotal(page, [])
  expect(total).toBeGreaterThan(960)
  // Server-rendered: no need to wait for 960 cards to hydrate.
  await page.goto(siteUrl('se', `${LIST}?page=20`), { waitUntil: 'domcontentloaded' })
  await expect(page.getByTestId('car-list-more')).toHaveCount(0)
  await expect(page.getByTestId('car-list-cap')).toHaveText(
    `Bilar som inte visas: ${(total - 960).toLocaleString('sv-SE')}. Använd filtren eller sökrutan för att smalna av sökningen.`,
  )
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the chips are links to the list without their choice', async ({ page }) => {
    await page.goto(siteUrl('se', `${LIST}/volvo?car_fuel=Diesel&car_price_max=500000`))
    await expect(subtitle(page)).toHaveText('Volvo · Diesel')
    await expect(chips(page).getByRole('link')).toHaveText([
      'Volvo',
      'Diesel',
      /^Pris: till 500\s000 kr$/,
      'Rensa alla',
    ])
    await chips(page).getByRole('link', { name: 'Ta bort filtret Volvo' }).click()
    await expect(page).toHaveURL(new RegExp(`${LIST}\\?car_fuel=Diesel&car_price_max=500000$`))
    await expect(chips(page).getByRole('link')).toHaveText(['Diesel', /^Pris: till 500\s000 kr$/, 'Rensa alla'])
  })
})

test("the chips speak the site's language (uk)", async ({ page }) => {
  await page.goto(siteUrl('uk', '/buy-car/used-cars/all-used-cars?car_fuel=Diesel'))
  await expect(chips(page).getByRole('link', { name: 'Remove filter Diesel' })).toBeVisible()
  await expect(chips(page).getByRole('link', { name: 'Clear all' })).toBeVisible()
})
