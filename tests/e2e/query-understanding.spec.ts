/**
 * A phrase typed into the hero search gives the same car list before hydration (the bar's form GETs the
 * list with `?keyphrase=`) and after it (the bar navigates in place); the list understands the phrase on the server.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { expect, test } from './test'
import { siteUrl } from './helpers'

const consent = (context: BrowserContext, key: string) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl(key),
    },
  ])

/** What a visitor sees of the list: the understood choices, the notes, the count and the cars in order. */
async function listOf(page: Page) {
  const list = page.getByTestId('car-list')
  await expect(list).toBeVisible()
  return {
    chips: await list.getByTestId('car-list-chip').allTextContents(),
    notes: await list.getByTestId('car-list-notes').allTextContents(),
    showing: await list.getByTestId('car-list-showing').allTextContents(),
    cars: await list
      .getByTestId('car-list-grid')
      .locator('a[href]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]),
  }
}

const CASES: { site: string; path: string; phrase: string; chips: string[]; note?: RegExp }[] = [
  {
    site: 'se',
    path: '/',
    phrase: 'elbil under 400 000 kr i göteborg',
    // The town is a place to measure from (nearest first), as the distance picker's, not a city filter.
    chips: ['El', 'Pris: till 400 000 kr', 'Nära Göteborg'],
  },
  { site: 'se', path: '/', phrase: 'volvp xc60', chips: ['Volvo', 'XC60'], note: /Menade du Volvo\?/ },
  {
    site: 'se',
    path: '/',
    phrase: 'kombi automat 2020 eller nyare',
    chips: ['Kombi', 'Automat', 'Årsmodell: 2020–2026'],
  },
  { site: 'se', path: '/', phrase: 'volvo qwzxv', chips: ['Volvo'], note: /Ingen bil matchade ordet ”qwzxv”/ },
  { site: 'se', path: '/en', phrase: 'electric cars under 400k', chips: ['Electric', 'Price: up to 400,000 kr'] },
  { site: 'uk', path: '/', phrase: 'bmw under £40k', chips: ['BMW', 'Price: up to £40,000'] },
]

test.describe('hero search phrases', () => {
  for (const { site, path, phrase, chips, note } of CASES) {
    test(`${site}${path === '/' ? '' : path}: "${phrase}" lists the same cars before and after hydration`, async ({
      page,
      context,
      browser,
    }) => {
      // Before hydration the bar is the browser's own form, as it is with no JavaScript at all.
      const plain = await browser.newContext({ javaScriptEnabled: false })
      await consent(plain, site)
      const early = await plain.newPage()
      await early.goto(siteUrl(site, path))
      await early.getByTestId('hero-search-input').fill(phrase)
      await Promise.all([early.waitForURL(/keyphrase=/), early.getByTestId('hero-search-submit').click()])
      const before = await listOf(early)
      await plain.close()

      await consent(context, site)
      await page.goto(siteUrl(site, path))
      await expect(page.locator('form[role="search"][data-ready="true"]')).toBeVisible()
      await page.getByTestId('hero-search-input').fill(phrase)
      await page.getByTestId('hero-search-input').press('Enter')
      await expect(page.getByTestId('car-list-chip')).toHaveText(chips)
      const after = await listOf(page)

      expect(before).toEqual(after)
      expect(after.chips).toEqual(chips)
      expect(after.cars.length).toBeGreaterThan(0)
      if (note) expect(after.notes.join(' ')).toMatch(note)
      else expect(after.notes).toEqual([])
    })
  }

  test('a fully understood phrase shows its filtered URL, which lists the same cars', async ({ page, context }) => {
    await consent(context, 'se')
    await page.goto(siteUrl('se', '/'))
    await page.getByTestId('hero-search-input').fill('volvo xc60 diesel')
    await page.getByTestId('hero-search-input').press('Enter')
    await expect(page).toHaveURL(/\/kop-bil\/alla-bilar-i-lager\/volvo\/xc60\?car_fuel=Diesel$/)
    const phrase = await listOf(page)
    await page.reload()
    expect(await listOf(page)).toEqual(phrase)
  })
})
