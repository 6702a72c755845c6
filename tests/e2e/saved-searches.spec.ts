import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { mailTo, rawGet, siteUrl } from './helpers'

/**
 * Saved searches (issue 37 §1) on the seeded demo: on the car list, "Spara sökning" opens a small dialog, the
 * address is saved, the confirmation e-mail lands in data/mail/ as an .eml, and its link confirms the search and opens
 * the list with it; the e-mail's manage and unsubscribe links end on pages of the site (its header, private headers),
 * and a dead link on its 404 page; at a phone's and a desktop's width, with the dialog open and on each page, axe clean.
 */
const WIDTHS = [1280, 375]
const LIST = '/kop-bil/alla-bilar-i-lager?car_fuel=El'

/** An e-mail's link as its text part writes it (the HTML part escapes the `&`). */
const linkIn = (mail: string, route: string) =>
  new RegExp(`https?://[^\\s"<>]+/api/saved-searches/${route}\\?token=[A-Za-z0-9_.-]+&locale=sv-SE`).exec(mail)![0]

/** What an answer that shows a token or an address carries (docs/api.md "Saved searches"). */
const PRIVATE = { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' }

const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)

for (const width of WIDTHS) {
  test(`saves a search, confirms it through the e-mailed link and manages it on the site's pages at ${width} px`, async ({
    page,
  }) => {
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

    const manageLink = new URL(linkIn(mail, 'manage'))
    const redirect = await rawGet('se.localhost', manageLink.pathname + manageLink.search)
    expect(redirect.status).toBe(303)
    expect(redirect.headers).toMatchObject(PRIVATE)
    const manage = await page.goto(manageLink.href)
    await expect(page).toHaveURL(/\/saved-searches\/manage\?token=/)
    expect(manage?.headers()).toMatchObject(PRIVATE)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sparade sökningar för ${email}`)
    await expect(page.getByTestId('saved-searches').getByRole('listitem')).toHaveCount(1)
    expect(await severe(page)).toEqual([])
    // One width deletes the search with the page's form, the other with the e-mail's unsubscribe link.
    if (width === 375) await page.getByRole('button', { name: /^Ta bort sökningen/ }).click()
    else await page.goto(linkIn(mail, 'unsubscribe'))
    await expect(page).toHaveURL(/\/saved-searches\/unsubscribed$/)
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bevakningen är avslutad')
    expect(await severe(page)).toEqual([])
    // The address left with its last search, and the manage link with it.
    expect((await page.goto(linkIn(mail, 'manage')))?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Länken gäller inte längre')
  })
}
