import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/** Compare (spec 1 §2, §4): toggles on the list's cards, the bottom tray and the modal, at 1280 and 375 px. */
const LIST = '/kop-bil/alla-bilar-i-lager'
const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.id)

/** The consent banner lies over the tray until the visitor answers it; these visitors answered before. */
const answerConsent = (context: BrowserContext) =>
  context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl('se'),
    },
  ])

const toggles = (page: Page) => page.getByTestId('car-list-grid').getByTestId('compare-toggle')
const tray = (page: Page) => page.getByTestId('compare-tray')

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 800 },
]) {
  test(`compare: add, limit of 4, modal side by side, persists across pages, remove and clear (${viewport.width} px)`, async ({
    page,
    context,
  }) => {
    await answerConsent(context)
    await page.setViewportSize(viewport)
    await page.goto(siteUrl('se', LIST))
    await expect(tray(page)).toHaveCount(0)

    // the full record is fetched for each added car (spec 1 §4)
    const fullRecords: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/search') && r.postData()?.includes('"car_id"')) fullRecords.push(r.postData()!)
    })
    for (let i = 0; i < 4; i++) {
      await toggles(page).nth(i).click()
      await expect(toggles(page).nth(i)).toHaveAttribute('aria-pressed', 'true')
    }
    await expect(tray(page).getByTestId('compare-status')).toHaveText('4 av 4 bilar valda')
    await expect.poll(() => fullRecords.length).toBe(4)

    // a fifth is refused with a message; the list stays at four
    await toggles(page).nth(4).click()
    await expect(toggles(page).nth(4)).toHaveAttribute('aria-pressed', 'false')
    await expect(tray(page).getByTestId('compare-status')).toHaveText(
      'Du kan jämföra högst 4 bilar. Ta bort en bil för att lägga till en ny.',
    )
    expect(await severe(page)).toEqual([])

    // the modal: one column per car, the full record's rows, differences marked
    await tray(page).getByTestId('compare-open').click()
    const modal = page.getByTestId('compare-modal')
    await expect(modal.getByRole('heading', { name: 'Jämför bilar' })).toBeVisible()
    await expect(modal.getByRole('columnheader')).toHaveCount(5)
    await expect(modal.getByTestId('compare-row-price')).toBeVisible()
    await expect(modal.getByTestId('compare-row-power')).toBeVisible()
    expect(await modal.locator('tr[data-differs]').count()).toBeGreaterThan(0)
    expect(await severe(page)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(modal).toHaveCount(0)

    // session storage keeps the list (and the modal flag) across pages and reloads
    await page.goto(siteUrl('se', '/'))
    await expect(tray(page).getByTestId('compare-status')).toHaveText('4 av 4 bilar valda')
    await tray(page).getByTestId('compare-open').click()
    await page.reload()
    await expect(page.getByTestId('compare-modal')).toBeVisible()

    // removing cars in the modal; the last one closes it and the tray vanishes
    for (let left = 4; left > 0; left--) {
      await page
        .getByTestId('compare-modal')
        .getByRole('button', { name: /^Ta bort .* från jämförelsen$/ })
        .first()
        .click()
    }
    await expect(page.getByTestId('compare-modal')).toHaveCount(0)
    await expect(tray(page)).toHaveCount(0)

    // clear empties a list in one go
    await page.goto(siteUrl('se', LIST))
    await toggles(page).nth(0).click()
    await toggles(page).nth(1).click()
    // On a phone the tray is a compact bar: clear is among the unfolded cars.
    if (viewport.width < 768) await tray(page).getByTestId('compare-unfold').click()
    await tray(page).getByTestId('compare-clear').click()
    await expect(tray(page)).toHaveCount(0)
    await expect(toggles(page).nth(0)).toHaveAttribute('aria-pressed', 'false')
  })
}

test('a failing full-record call keeps the card data silently', async ({ page, context }) => {
  await answerConsent(context)
  await page.route('**/api/search', (route) =>
    route.request().postData()?.includes('"car_id"') ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  )
  await page.goto(siteUrl('se', LIST))
  await toggles(page).nth(0).click()
  await tray(page).getByTestId('compare-open').click()
  const modal = page.getByTestId('compare-modal')
  await expect(modal.getByTestId('compare-row-price')).toBeVisible()
  await expect(modal.getByTestId('compare-row-power')).toHaveCount(0)
})
