import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { failLeadSubmissions, holdLeadSubmissions, siteUrl } from './helpers'

/**
 * The Norwegian service form (spec 2 §2.4, §3, §5, §9) on the no site's service page: validation,
 * the submitting state, the thank-you screen and the failure text after the browser's three attempts.
 */

const PAGE = '/bileierskap/bestill-verksted'

const form = (page: Page) => page.getByTestId('service-form-no')
const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[data-testid="service-form-no"]').analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )

/** A date `days` from now as the date input takes it (YYYY-MM-DD). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

async function fill(page: Page) {
  const site = form(page).getByLabel('Verksted')
  await site.selectOption({ index: 1 })
  await form(page).getByLabel('Registreringsnummer').fill('EL 12345')
  await form(page).getByLabel('Kilometerstand').fill('45000')
  await form(page).getByLabel('Ønsket dato').fill(inDays(7))
  await form(page).getByRole('checkbox', { name: 'Dekkskift' }).check()
  await form(page).getByLabel('Navn').fill('Kari Nordmann')
  await form(page).getByLabel('Telefon').fill('+47 912-34 567')
  await form(page).getByLabel('E-post').fill('kari@example.no')
  await form(page)
    .getByRole('checkbox', { name: /^Jeg samtykker/ })
    .check()
}

for (const width of [1280, 375]) {
  test.describe(`Norwegian service form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('names what is missing or wrong and sends nothing', async ({ page }) => {
      let sent = 0
      page.on('request', (r) => void (r.url().endsWith('/api/forms/comhub') && sent++))
      await page.goto(siteUrl('no', PAGE))
      await expect(form(page).getByRole('heading', { name: 'Bestill verkstedtime' })).toBeVisible()
      await form(page).getByRole('button', { name: 'Send' }).click()
      for (const label of ['Verksted', 'Registreringsnummer', 'Ønsket dato', 'Navn', 'Telefon', 'E-post']) {
        await expect(form(page).getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      }
      await expect(form(page).getByText('Fyll ut dette feltet.').first()).toBeVisible()
      await expect(form(page).getByRole('checkbox', { name: /^Jeg samtykker/ })).toHaveAttribute('aria-invalid', 'true')
      // spec 2 §5: the desired date is not before today; the phone takes digits, spaces and a leading plus.
      await form(page).getByLabel('Ønsket dato').fill('2020-01-01')
      await form(page).getByLabel('Telefon').fill('12ab')
      await form(page).getByLabel('E-post').fill('ikke-en-adresse')
      await form(page).getByRole('button', { name: 'Send' }).click()
      await expect(form(page).getByText('Velg dagens dato eller en senere dato.')).toBeVisible()
      await expect(form(page).getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')
      await expect(form(page).getByText('Oppgi en gyldig e-postadresse.')).toBeVisible()
      expect(sent).toBe(0)
      expect(await severe(page)).toEqual([])
    })

    test('the services stay where they are when the date error appears (the first click was lost)', async ({
      page,
    }) => {
      await page.goto(siteUrl('no', PAGE))
      const tyres = form(page).getByRole('checkbox', { name: 'Dekkskift' })
      await form(page).getByLabel('Ønsket dato').fill('2020-01-01')
      const before = await tyres.boundingBox()
      // Leaving the date (as a press on a service does) shows its error.
      await form(page).getByLabel('Ønsket dato').blur()
      await expect(form(page).getByText('Velg dagens dato eller en senere dato.')).toBeVisible()
      // Not a line's move (about 20 px); a text's line box may round a fraction of a pixel differently from the empty one.
      const after = await tyres.boundingBox()
      expect(Math.abs(after!.y - before!.y)).toBeLessThan(1)
      expect(after!.x).toBe(before!.x)
      await tyres.click()
      await expect(tyres).toBeChecked()
    })

    test('disables the form while sending, then shows the thank-you screen', async ({ page }) => {
      const release = await holdLeadSubmissions(page)
      await page.goto(siteUrl('no', PAGE))
      await fill(page)
      const request = page.waitForRequest((r) => r.url().endsWith('/api/forms/comhub'))
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await form(page).getByRole('button', { name: 'Send' }).click()
      await expect(form(page).getByRole('button', { name: 'Sender…' })).toBeDisabled()
      await expect(form(page).getByLabel('Navn')).toBeDisabled()
      expect(JSON.parse((await request).postData()!)).toMatchObject({
        formName: 'service-no',
        values: {
          regno: 'EL 12345',
          customerPhone: '+47 912 34 567',
          milage: 45000,
          date: inDays(7),
          services: ['tyre-change'],
          customerName: 'Kari Nordmann',
          gdpr: true,
          newsletter: false,
          typeMC: false,
        },
      })
      release()
      expect((await answer).status()).toBe(202)
      await expect(form(page).getByRole('status')).toContainText('Takk for din henvendelse!')
      await expect(form(page).getByRole('heading', { name: 'Takk for din henvendelse!' })).toBeVisible()
      expect(await severe(page)).toEqual([])
    })

    test.describe('before its script runs', () => {
      test.use({ javaScriptEnabled: false })

      test('the form cannot be sent (the browser’s own submit would put the answers in the URL)', async ({ page }) => {
        await page.goto(siteUrl('no', PAGE))
        await expect(form(page).getByRole('button', { name: 'Send' })).toBeDisabled()
        await expect(form(page).getByLabel('Navn')).toBeDisabled()
      })
    })

    test('tries three times with one submission id, then shows the failure text', async ({ page }) => {
      const ids = await failLeadSubmissions(page)
      await page.goto(siteUrl('no', PAGE))
      await fill(page)
      await form(page).getByRole('button', { name: 'Send' }).click()
      await expect(form(page).getByRole('alert')).toHaveText('Noe gikk galt, vennligst prøv igjen senere.')
      expect(ids).toHaveLength(3)
      expect(new Set(ids).size).toBe(1)
      // The visitor can try again: the form is still there, filled in.
      await expect(form(page).getByLabel('Navn')).toHaveValue('Kari Nordmann')
      expect(await severe(page)).toEqual([])
    })
  })
}
