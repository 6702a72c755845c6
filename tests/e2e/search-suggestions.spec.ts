/**
 * Suggestions while typing in the hero search: on the se and uk home pages, what is typed lists brands,
 * models, bodies and fuels with their counts in an ARIA combobox; nothing is asked before the visitor focuses the
 * search; the keyboard picks one and lands on the list filtered by it; the open list passes axe.
 */
import AxeBuilder from '@axe-core/playwright'
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

const severeViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

const CASES = [
  // se: the Swedish everyday word for electric, inflected; the fuel's stored value is "El".
  {
    site: 'se',
    typed: 'elbilar',
    option: /^El\s*Drivmedel\s*\d+ bilar$/,
    status: /^\d+ förslag/,
    url: /\?car_fuel=El$/,
    chip: 'El',
  },
  {
    site: 'uk',
    typed: 'bm',
    option: /^BMW\s*Make\s*\d+ cars?$/,
    status: /^\d+ suggestions?, use up and down arrows/,
    url: /\/bmw$/,
    chip: 'BMW',
  },
] as const

test.describe('hero search suggestions', () => {
  for (const { site, typed, option, status, url, chip } of CASES) {
    test(`${site}: typing lists suggestions with counts, the keyboard picks one and lands on the filtered list; axe clean`, async ({
      page,
      context,
    }) => {
      await consent(context, site)
      const asked: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/search/suggest')) asked.push(request.url())
      })
      await page.goto(siteUrl(site, '/'))
      const input = page.getByTestId('hero-search-input')
      await expect(input).toHaveAttribute('role', 'combobox')
      await expect(input).toHaveAttribute('aria-expanded', 'false')
      expect(asked).toEqual([])

      await input.pressSequentially(typed, { delay: 40 })
      const listbox = page.getByRole('listbox')
      await expect(listbox).toBeVisible()
      await expect(input).toHaveAttribute('aria-expanded', 'true')
      await expect(input).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!)
      const first = listbox.getByRole('option').first()
      await expect(first).toHaveText(option)
      await expect(page.getByTestId('hero-suggestions-status')).toHaveText(status)
      // Debounced: one question for the whole word typed, not one per letter.
      expect(asked.length).toBeLessThanOrEqual(2)
      expect(asked.at(-1)).toContain(`q=${typed}`)
      expect(await severeViolations(page)).toEqual([])

      // Escape closes; the arrow opens again on the first option, which Enter picks.
      await input.press('Escape')
      await expect(listbox).toBeHidden()
      await input.press('ArrowDown')
      await expect(first).toHaveAttribute('aria-selected', 'true')
      await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!)
      await input.press('Enter')
      await expect(page).toHaveURL(url)
      await expect(page.getByTestId('car-list-chip')).toHaveText([chip])
      await expect(page.getByTestId('car-list-grid').locator('a[href]').first()).toBeVisible()
    })
  }

  test('se: Enter without a chosen suggestion still searches the phrase as typed', async ({ page, context }) => {
    await consent(context, 'se')
    await page.goto(siteUrl('se', '/'))
    const input = page.getByTestId('hero-search-input')
    await input.pressSequentially('volvo xc', { delay: 40 })
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText(/^Volvo XC/)
    await input.press('Enter')
    // The list shows the URL of what it understood: the brand in the path, the word left as its keyphrase.
    await expect(page).toHaveURL(/\/volvo\?keyphrase=xc$/)
  })
})
