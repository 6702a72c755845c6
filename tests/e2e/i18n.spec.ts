import { expect, test, type Locator, type Page } from './test'
import { PORT, siteUrl } from './helpers'

/**
 * An English page of a Swedish site reads in English (car values, equipment, money, units), and a
 * count meets its noun in the right form. The stored values stay Swedish in the URL, so links keep working.
 */
const LIST = '/en/buy-car/all-cars-in-stock'
const SEARCH_API = `http://127.0.0.1:${PORT}/api/search`

/** Swedish words a se /en car page showed before (values, equipment, money, units, list texts). */
const SWEDISH = [
  'Bensin',
  'Automat',
  'Manuell',
  'Kombi',
  'Halvkombi',
  'Laddhybrid',
  'Familjebuss',
  'Transportbil',
  'Framhjulsdrift',
  'Bakhjulsdrift',
  'Fyrhjulsdrift',
  'Svart',
  'Vit',
  'Grå',
  'Mörkblå',
  'Blå',
  'Röd',
  'Grön',
  'Brun',
  'Begagnad',
  'Billån',
  'Privatleasing',
  'Företagsleasing',
  'Dragkrok',
  'Backkamera',
  'Vinterhjul',
  'Klimatanläggning',
  'Navigationssystem',
  'Visar',
  'Kampanjpris',
  'kr/mån',
  'mån',
  'hk',
  'mil',
]
const swedishIn = async (locator: Locator) => {
  const text = await locator.innerText()
  return SWEDISH.filter((word) => new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}])`, 'u').test(text))
}

/** A brand > model of the se stock with exactly one car, from the search API's tree facet. */
async function singleCarModel(page: Page): Promise<string> {
  const response = await page.request.post(SEARCH_API, {
    data: { index: 'cars-se', limit: 0, facets: [{ name: 'car_brand>car_model' }] },
  })
  const tree = (await response.json()).facet.find((f: { name: string }) => f.name === 'car_brand>car_model')
  for (const brand of tree.values)
    for (const model of brand.children ?? []) if (model.count === 1) return `${brand.text}>${model.text}`
  throw new Error('the demo stock has no model with one car')
}

test.describe('se in English', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the car list shows values, money and mileage in English', async ({ page }) => {
    await page.goto(siteUrl('se', LIST))
    await expect(page.getByTestId('car-list-showing')).toHaveText(/^Showing 48 of [\d,]+ cars$/)
    expect(await swedishIn(page.locator('#car-filters'))).toEqual([])
    expect(await swedishIn(page.getByTestId('car-list-grid'))).toEqual([])
    await expect(page.getByTestId('car-list-grid')).toContainText('kr/month')
    await expect(page.getByTestId('car-list-grid')).toContainText(/\d km/)
    // the filter value reads in English, and the URL keeps the stored value
    const fuel = page.locator('#car-filters details[data-facet="car_fuel"]')
    await fuel.locator('summary').click()
    await fuel.getByText('Petrol', { exact: true }).click()
    await expect(page).toHaveURL(/car_fuel=Bensin/)
    expect(await swedishIn(page.getByTestId('car-list-grid'))).toEqual([])
  })

  test('one car is one car', async ({ page }) => {
    await page.goto(siteUrl('se', `${LIST}?${new URLSearchParams({ car_brand: await singleCarModel(page) })}`))
    await expect(page.getByTestId('car-list-showing')).toHaveText('Showing 1 of 1 car')
    await page.goto(
      siteUrl('se', `/kop-bil/alla-bilar-i-lager?${new URLSearchParams({ car_brand: await singleCarModel(page) })}`),
    )
    await expect(page.getByTestId('car-list-showing')).toHaveText('Visar 1 av 1 bil')
  })

  test('the car detail shows its facts, equipment, price and finance in English', async ({ page }) => {
    await page.goto(siteUrl('se', LIST))
    await page.getByTestId('car-list-grid').locator('article a').first().click()
    await expect(page.getByTestId('car-detail')).toBeVisible()
    for (const part of ['car-price', 'car-overview', 'car-technical', 'car-equipment'])
      expect(await swedishIn(page.getByTestId(part)), part).toEqual([])
    if (await page.getByTestId('car-finance').count())
      expect(await swedishIn(page.getByTestId('car-finance'))).toEqual([])
    await expect(page.getByTestId('car-overview')).toContainText(/\d km/)
    await expect(page.getByTestId('car-technical')).not.toContainText('0–62 mph')
  })
})
