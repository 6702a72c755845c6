import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { rawGet, siteUrl } from './helpers'

/** A se car detail page from the site's sitemap (the demo's cars are generated). */
async function carPath(): Promise<string> {
  const sitemap = await rawGet('se.localhost', '/sitemap.xml')
  return [...sitemap.body.matchAll(/<loc>[^<]*?(\/kop-bil\/\d+\/[a-z0-9-]+)<\/loc>/g)][0][1]
}

const form = (page: Page) => page.getByTestId('contact-form')

async function fill(page: Page) {
  await form(page).getByLabel('Namn').fill('Anna Svensson')
  await form(page).getByLabel('Telefon').fill('+46 70 123 45 67')
  await form(page).getByLabel('E-post').fill('anna@example.se')
  await form(page).getByLabel('Meddelande').fill('Finns bilen kvar?')
}

for (const width of [1280, 375]) {
  test.describe(`contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('sends a lead, thanks the visitor and is re-created 3 s later', async ({ page }) => {
      await page.goto(siteUrl('se', await carPath()))
      await fill(page)
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      expect((await answer).status()).toBe(202)
      await expect(page.getByTestId('contact-form-sent')).toBeVisible()
      await expect(page.getByTestId('contact-form-sent')).toBeHidden({ timeout: 10_000 })
      await expect(form(page).getByLabel('Namn')).toHaveValue('')
      expect((await new AxeBuilder({ page }).include('[data-testid="contact-form"]').analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
    })

    test('shows what is missing and sends nothing', async ({ page }) => {
      let sent = 0
      await page.route('**/api/forms/comhub', (route) => (sent++, route.continue()))
      await page.goto(siteUrl('se', await carPath()))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByText('Fyll i det här fältet.').first()).toBeVisible()
      await form(page).getByLabel('Telefon').fill('12ab')
      await form(page).getByLabel('E-post').fill('inte-en-adress')
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true')
      await expect(form(page).getByLabel('Telefon')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toBe(0)
    })

    test('#contact-testdrive and #contact-quote tick their box', async ({ page }) => {
      const path = await carPath()
      await page.goto(siteUrl('se', `${path}#contact-testdrive`))
      await expect(form(page).getByLabel('Jag vill provköra bilen')).toBeChecked()
      await expect(form(page).getByLabel('Jag vill ha en offert')).not.toBeChecked()
      await page.goto(siteUrl('se', `${path}#contact-quote`))
      await expect(form(page).getByLabel('Jag vill ha en offert')).toBeChecked()
    })

    test('tries three times with the same submission id, then shows the error text', async ({ page }) => {
      const ids: string[] = []
      await page.route('**/api/forms/comhub', (route) => {
        ids.push(JSON.parse(route.request().postData() ?? '{}').formSubmissionId)
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' })
      })
      await page.goto(siteUrl('se', await carPath()))
      await fill(page)
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByRole('alert')).toHaveText('Det gick inte att skicka just nu. Försök igen om en stund eller ring oss.')
      expect(ids).toHaveLength(3)
      expect(new Set(ids).size).toBe(1)
    })
  })
}
