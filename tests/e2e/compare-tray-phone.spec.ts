import { expect, test, type BrowserContext, type Page } from './test'
import { siteUrl } from './helpers'

/** On a phone the compare tray is one compact bar that unfolds the chosen cars, named; desktop shows them. */
const LIST = '/kop-bil/alla-bilar-i-lager'

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
const titles = (page: Page, n: number) =>
  page
    .getByTestId('car-list-grid')
    .locator('article h3')
    .evaluateAll((els, n) => els.slice(0, n).map((e) => e.textContent!.trim()), n)

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test('four cars: a bar of at most 64 px with their pictures; unfolded, each car is named with a remove button named by it', async ({
    page,
    context,
  }) => {
    await answerConsent(context)
    await page.goto(siteUrl('se', LIST))
    for (let i = 0; i < 4; i++) await toggles(page).nth(i).click()
    const names = await titles(page, 4)
    await expect(tray(page)).toBeVisible()
    expect((await tray(page).boundingBox())!.height).toBeLessThanOrEqual(64)
    await expect(tray(page).getByTestId('compare-open')).toBeVisible()
    await expect(tray(page).getByRole('button', { name: /^Ta bort / })).toHaveCount(0)

    const unfold = tray(page).getByTestId('compare-unfold')
    await expect(unfold).toHaveAccessibleName(`Valda bilar: ${names.join(', ')}`)
    await expect(unfold).toHaveAttribute('aria-expanded', 'false')
    await unfold.click()
    await expect(unfold).toHaveAttribute('aria-expanded', 'true')
    for (const name of names) {
      await expect(tray(page).getByText(name, { exact: true }).first()).toBeVisible()
      await expect(
        tray(page)
          .getByRole('button', { name: `Ta bort ${name} från jämförelsen` })
          .first(),
      ).toBeVisible()
    }
    await tray(page)
      .getByRole('button', { name: `Ta bort ${names[0]} från jämförelsen` })
      .first()
      .click()
    await expect(tray(page).getByRole('button', { name: /^Ta bort .* från jämförelsen$/ })).toHaveCount(3)

    await unfold.click()
    expect((await tray(page).boundingBox())!.height).toBeLessThanOrEqual(64)
  })
})

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the tray shows the cars by name and picture, with no unfold button', async ({ page, context }) => {
    await answerConsent(context)
    await page.goto(siteUrl('se', LIST))
    for (let i = 0; i < 2; i++) await toggles(page).nth(i).click()
    const names = await titles(page, 2)
    await expect(tray(page).getByTestId('compare-unfold')).toBeHidden()
    for (const name of names) {
      await expect(tray(page).getByText(name, { exact: true })).toBeVisible()
      await expect(tray(page).getByRole('button', { name: `Ta bort ${name} från jämförelsen` })).toBeVisible()
    }
    await expect(tray(page).locator('li img')).toHaveCount(2)
  })
})
