import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page } from './test'
import { mailsTo, manageLinkTo, siteUrl } from './helpers'

/**
 * A service booking managed by the link of its confirmation (docs/api.md "Bookings managed by link"): booked through
 * the flow on se's demo page, the link read from the confirmation's .eml, the booking opened with the token dropped
 * from the address, moved to another time with the flow's week tabs, then cancelled after the question; the
 * `flow_interaction` events for both, and axe clean at every stage.
 */

const PAGE = '/service-och-verkstad/boka-bilverkstad'
const MANAGE = '[data-testid="booking-manage"]'

/**
 * Serious axe findings on the page, or in the booking only: once the page has scrolled, the shell's message bar
 * animates out of view and is checked half-faded (the shell's own tests check it at rest).
 */
const severe = async (page: Page, only?: string) =>
  (await (only ? new AxeBuilder({ page }).include(only) : new AxeBuilder({ page })).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)

async function consent(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: true, marketing: false })),
      url: siteUrl('se'),
    },
  ])
}

/** 'tors 3 dec', as the week tabs label a day (ui/format.ts formatDay). */
const dayLabel = (date: Date) =>
  new Intl.DateTimeFormat('sv-SE', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date)

/**
 * Picks the first time of a day at least `days` days ahead (outside the workshop's 24 hours' notice whatever the
 * time of day), other than `not`, week tab by week tab.
 */
async function pickTimeAhead(page: Page, days: number, not?: string) {
  const today = Date.parse(new Date().toISOString().slice(0, 10))
  const labels = Array.from({ length: 40 }, (_, i) => dayLabel(new Date(today + (days + i) * 86_400_000))).filter(
    (label) => label !== not,
  )
  const tabs = page.getByRole('tablist', { name: 'Veckor' }).getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click()
    const panel = page.getByRole('tabpanel')
    for (const label of labels) {
      const day = panel.getByRole('group', { name: label, exact: true })
      if (await day.getByTestId('slot').count()) {
        await day.getByTestId('slot').first().click()
        return label
      }
    }
  }
  throw new Error(`no time ${days} or more days ahead in the loaded weeks`)
}

const events = (page: Page) =>
  page.evaluate(() =>
    ((window as Window & { dataLayer?: { event?: string; step_name?: string }[] }).dataLayer ?? [])
      .filter((e) => e.event === 'flow_interaction')
      .map((e) => e.step_name),
  )

for (const width of [1280, 375]) {
  test.describe(`a booking managed by its link at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('opens from the confirmation e-mail, moves to another time, then cancels; axe clean', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000)
      await consent(context)
      const email = `manage.${width}.${Date.now()}@example.se`
      // The two widths run side by side: each on days of its own, so neither takes the other's time.
      const ahead = width === 1280 ? 3 : 7

      // Booked through the flow: ABC123 near Uppsala, wheel change, the first workshop, a time days ahead.
      await page.goto(siteUrl('se', PAGE))
      await page.getByLabel('Registreringsnummer').fill('ABC123')
      await page.getByRole('combobox', { name: 'Ort' }).fill('Upps')
      await page.getByRole('option', { name: /^Uppsala,/ }).click()
      await page.getByTestId('vehicle-continue').click()
      await page
        .getByTestId('step-service')
        .getByRole('checkbox', { name: /^Hjulskifte/ })
        .check()
      await page.getByTestId('services-continue').click()
      await page.getByTestId('addons-skip').click()
      await page.getByTestId('show-times').first().click()
      const booked = await pickTimeAhead(page, ahead)
      const contact = page.getByTestId('booking-contact')
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      await contact.getByLabel('Mobilnummer').fill('070-123 45 67')
      await contact.getByLabel('E-post').fill(email)
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(page.getByTestId('booking-confirmed')).toBeVisible()

      const link = await manageLinkTo(email)
      expect(link).toContain(`${PAGE}?manage=`)
      await page.goto(link)
      const manage = page.getByTestId('booking-manage')
      await expect(manage.getByRole('heading', { name: 'Din bokning' })).toBeVisible()
      await expect(manage.getByTestId('manage-time')).toContainText(booked)
      await expect(manage).toContainText('ABC123')
      await expect(manage).toContainText('Hjulskifte')
      // The token left the address bar (history, Referer); a reload opens the booking again from the tab's storage.
      expect(page.url()).not.toContain('manage=')
      await page.reload()
      await expect(manage.getByTestId('manage-time')).toContainText(booked)
      expect(await severe(page)).toEqual([])

      // Change time: the flow's week tabs for the same workshop and services.
      await manage.getByTestId('manage-change').click()
      const moved = await pickTimeAhead(page, ahead + 1, booked)
      expect(await severe(page, MANAGE)).toEqual([])
      await manage.getByTestId('manage-move').click()
      await expect(manage.getByTestId('manage-notice')).toContainText('Bokningen är flyttad till')
      await expect(manage.getByTestId('manage-time')).toContainText(moved)
      await expect(manage).toContainText('Du kan flytta bokningen 2 gånger till.')
      await expect
        .poll(() => mailsTo(email).some((m) => /^Subject: .*Ny tid/m.test(m) || m.includes('flyttad till')), {
          timeout: 30_000,
        })
        .toBe(true)

      // Cancel booking, after the question.
      await manage.getByTestId('manage-cancel').click()
      await expect(manage.getByTestId('manage-cancel-ask')).toContainText(`Vill du avboka tiden ${moved}`)
      expect(await severe(page, MANAGE)).toEqual([])
      await manage.getByTestId('manage-cancel-yes').click()
      await expect(manage.getByTestId('manage-notice')).toHaveText(
        'Bokningen är avbokad. En bekräftelse har skickats till din e-post.',
      )
      await expect(manage).toHaveAttribute('data-status', 'cancelled')
      await expect(manage.getByTestId('manage-change')).toHaveCount(0)
      expect(await events(page)).toEqual(['change time', 'cancel booking'])
      expect(await severe(page, MANAGE)).toEqual([])

      // "Book another service" is the booking page's flow again.
      await manage.getByRole('button', { name: 'Boka en annan service' }).click()
      await expect(page.getByTestId('service-booking')).toBeVisible()
      await expect(page.getByTestId('booking-manage')).toHaveCount(0)
    })
  })
}
