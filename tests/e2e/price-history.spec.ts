import { expect, test, type APIRequestContext, type Page } from './test'
import { editorToken, PORT, siteUrl } from './helpers'
import { layoutFindings, seriousAxe } from './layout/checks'

/**
 * Price history on the seeded demo: an editor lowers a car's price through the CMS API; the list sorted by
 * "recently lowered" shows that car first with its "Price lowered" badge, and its detail page says by how much and
 * when, draws the history and names how long the car has been in stock; at a phone's and a desktop's width, axe clean.
 */
const API = `http://127.0.0.1:${PORT}`
const WIDTHS = [1280, 375]

type Market = {
  site: string
  list: string
  locale: string
  lang: string
  label: string
  amount: number
  dropText: (day: string) => string
  badge: string
}

const MARKETS: Market[] = [
  {
    site: 'se',
    list: '/kop-bil/alla-bilar-i-lager',
    locale: 'sv-SE',
    lang: 'sv',
    label: 'se',
    amount: 15_000,
    dropText: (day) => `Priset sänkt med 15 000 kr den ${day}`,
    badge: 'Sänkt pris',
  },
  {
    site: 'uk',
    list: '/buy-car/used-cars/all-used-cars',
    locale: 'en-GB',
    lang: 'en',
    label: 'uk',
    amount: 1_500,
    dropText: (day) => `Price lowered by £1,500 on ${day}`,
    badge: 'Price lowered',
  },
]

type Car = { car_id: string; car_price: number; car_has_campaign_price: boolean; car_price_lowered_at: string | null }

/** A car of the market's list with no campaign and no drop yet: its cards, then their prices from the search API. */
async function unloweredCar(page: Page, request: APIRequestContext, market: Market): Promise<Car> {
  await page.goto(siteUrl(market.site, `${market.list}?sort=price_desc`))
  const ids = await page
    .getByTestId('car-list-grid')
    .locator('article[data-car-id]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-car-id')!))
  const response = await request.post(`${API}/api/search`, {
    data: {
      index: `cars-${market.site}`,
      limit: ids.length,
      filters: { car_id: ids },
      fields: ['car_id', 'car_price', 'car_has_campaign_price', 'car_price_lowered_at'],
    },
  })
  expect(response.status()).toBe(200)
  const cars = (await response.json()).content as Car[]
  return cars.find((car) => !car.car_has_campaign_price && !car.car_price_lowered_at)!
}

/** Sets a car's price as an editor does, through the CMS API. */
async function setPrice(request: APIRequestContext, site: string, carId: string, price: number) {
  const headers = { host: `${site}.localhost:${PORT}`, authorization: `JWT ${editorToken()}` }
  const found = await request.get(`${API}/api/cms/cars`, {
    headers,
    params: { 'where[car_id][equals]': carId, depth: 0, limit: 1 },
  })
  const [doc] = ((await found.json()) as { docs: { id: number }[] }).docs
  const update = await request.patch(`${API}/api/cms/cars/${doc.id}`, { headers, data: { car_price: price } })
  expect(update.status()).toBe(200)
}

for (const market of MARKETS) {
  test(`${market.site}: a price an editor lowered shows as a badge, a "recently lowered" list, the detail page's line and chart`, async ({
    page,
    request,
  }) => {
    test.slow()
    // Consent answered, as a returning visitor: the banner would cover the page the layout check measures.
    await page.context().addCookies([
      {
        name: 'consent',
        value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
        url: siteUrl(market.site),
      },
    ])
    const car = await unloweredCar(page, request, market)
    await setPrice(request, market.site, car.car_id, car.car_price - market.amount)
    try {
      const day = new Intl.DateTimeFormat(market.locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(),
      )
      const listUrl = siteUrl(market.site, `${market.list}?sort=price_lowered`)
      const card = page.getByTestId('car-list-grid').locator('article').first()
      // The change reaches the index and the stored list through the change feed: bound by the test's own time only.
      await expect(async () => {
        await page.goto(listUrl)
        await expect(card).toHaveAttribute('data-car-id', car.car_id, { timeout: 1000 })
      }).toPass({ timeout: 0 })

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.goto(listUrl)
        await expect(card.getByTestId('car-price-lowered')).toHaveText(market.badge)
        await expect(card.getByTestId('car-price-lowered')).toBeVisible()
        expect(await seriousAxe(page)).toEqual([])
        expect(await layoutFindings(page, market)).toEqual([])
      }

      await card.locator('h3 a').click()
      await expect(page.getByTestId('car-detail')).toHaveAttribute('data-car-id', car.car_id)
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        await page.reload()
        await expect(page.getByTestId('car-price-drop')).toHaveText(market.dropText(day))
        await expect(page.getByTestId('car-days-in-stock')).toBeVisible()
        const chart = page.getByTestId('car-price-chart')
        await chart.scrollIntoViewIfNeeded()
        await expect(chart.getByRole('img')).toBeVisible()
        // The figures are text as well: the last price in the table is the lowered one.
        const rows = chart.locator('tbody tr')
        expect(await rows.count()).toBeGreaterThanOrEqual(2)
        await expect(rows.last().locator('td').last()).toHaveText(
          await page.getByTestId('car-price').locator('[data-price="amount"]').innerText(),
        )
        expect(await seriousAxe(page)).toEqual([])
        expect(await layoutFindings(page, market)).toEqual([])
      }
    } finally {
      // The seed's price back for the other tests (a rise: the car carries no badge any more).
      await setPrice(request, market.site, car.car_id, car.car_price)
    }
  })
}
