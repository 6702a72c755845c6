import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { mailTo, siteUrl } from './helpers'

/**
 * Saved searches (issue 37 §1) on the seeded demo: on the car list, "Spara sökning" opens a small dialog, the
 * address is saved, the confirmation e-mail lands in data/mail/ as an .eml, and its link confirms the search and opens
 * the list with it; at a phone's and a desktop's width, with the dialog open, axe clean.
 */
const WIDTHS = [1280, 375]
const LIST = '/kop-bil/alla-bilar-i-lager?car_fuel=El'

const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)

for (const width of WIDTHS) {
  test(`saves a search and confirms it through the e-mailed link at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl('se', LIST))
    await page.getByRole('button', { name: 'Spara sökning' }).click()
    const dialog = page.getByRole('dialog', { name: 'Spara sökningen' })
    await expect(dialog).toBeVisible()
    expect(await severe(page)).toEqual([])
    const email = `e2e-${width}-${Date.now()}@example.se`
    await dialog.getByLabel('E-postadress').fill(email)
    await dialog.getByRole('button', { name: 'Spara', exact: true }).click()
    await expect(dialog.getByRole('status')).toContainText('Öppna länken i mejlet')

    await expect.poll(() => mailTo(email), { timeout: 30_000 }).not.toBeNull()
    const mail = mailTo(email)!
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const confirm = /https?:\/\/[^\s"<>]+\/api\/saved-searches\/confirm\?token=[A-Za-z0-9_-]+/.exec(mail)![0]
    await page.goto(confirm)
    await expect(page).toHaveURL(/kop-bil\/alla-bilar-i-lager\?car_fuel=El/)
    await expect(page.getByTestId('car-list')).toBeVisible()
    // Used once, the link is refused.
    expect((await page.goto(confirm, { waitUntil: 'load' }))?.status()).toBe(404)
  })
}
