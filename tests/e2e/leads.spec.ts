import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './test'
import { failLeadSubmissions, PORT, siteUrl } from './helpers'

/** A se car detail page (the demo's cars are generated): a dealer's car, or a sample car (a new model, no one dealer's). */
async function carPath(sample = false): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/api/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      index: 'cars-se',
      fields: ['car_id', 'slug'],
      filters: { car_is_sample: sample },
      sort_name: 'price_asc',
      limit: 1,
    }),
  })
  const [car] = ((await response.json()) as { content: { car_id: string; slug: string }[] }).content
  return `/kop-bil/${car.car_id}/${car.slug}`
}

const form = (page: Page) => page.getByTestId('contact-form')

/** Fills the contact form in `scope`: the inline form (default) or the popup. */
async function fill(page: Page, scope: Locator = form(page)) {
  await scope.getByLabel('Namn').fill('Anna Svensson')
  // As Swedes write it, dashes and all.
  await scope.getByLabel('Telefon').fill('070-123 45 67')
  await scope.getByLabel('E-post').fill('anna@example.se')
  await scope.getByLabel('Meddelande').fill('Finns bilen kvar?')
}

const severe = async (page: Page, selector: string) =>
  (await new AxeBuilder({ page }).include(selector).analyze()).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  )

for (const width of [1280, 375]) {
  test.describe(`contact form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('sends a lead, thanks the visitor and is re-created 3 s later', async ({ page }) => {
      await page.goto(siteUrl('se', await carPath()))
      await fill(page)
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      expect((await answer).status()).toBe(202)
      expect((await answer).request().postDataJSON()).toMatchObject({
        formName: 'contact',
        values: { phone: '070 123 45 67' },
      })
      await expect(page.getByTestId('contact-form-sent')).toBeVisible()
      await expect(page.getByTestId('contact-form-sent')).toBeHidden({ timeout: 10_000 })
      await expect(form(page).getByLabel('Namn')).toHaveValue('')
      expect(
        (await new AxeBuilder({ page }).include('[data-testid="contact-form"]').analyze()).violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        ),
      ).toEqual([])
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

    test('a sample car’s lead goes to a dealer the visitor chooses (spec 1 §5)', async ({ page }) => {
      await page.goto(siteUrl('se', await carPath(true)))
      const dealer = form(page).getByLabel('Anläggning')
      await expect(dealer.locator('option').first()).toHaveText('Välj anläggning *')
      expect(await dealer.locator('option').count()).toBeGreaterThan(1)
      await fill(page)
      let sent = 0
      await page.route('**/api/forms/comhub', (route) => (sent++, route.continue()))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(dealer).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toBe(0)
      const choice = (await dealer.locator('option').nth(1).textContent())!
      await dealer.selectOption({ label: choice })
      const request = page.waitForRequest((r) => r.url().endsWith('/api/forms/comhub'))
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      expect((await answer).status()).toBe(202)
      expect(JSON.parse((await request).postData()!).values).toMatchObject({
        toName: choice,
        toEmail: expect.stringMatching(/@/),
      })
      await expect(page.getByTestId('contact-form-sent')).toBeVisible()
    })

    test('tells the data layer of a contact click and a sent form, only after consent (spec 1 §7 lead tracking)', async ({
      page,
      context,
    }) => {
      const leads = () =>
        page.evaluate(() =>
          ((window as Window & { dataLayer?: { event?: string; lead_type?: string }[] }).dataLayer ?? [])
            .filter((e) => e.event === 'lead')
            .map((e) => e.lead_type),
        )
      const consent = (analytics: boolean) =>
        context.addCookies([
          {
            name: 'consent',
            value: encodeURIComponent(JSON.stringify({ v: 1, analytics, marketing: false })),
            url: siteUrl('se'),
          },
        ])
      const path = await carPath()
      // A seller's first contact link: a phone number when the seller has one, else the e-mail.
      const callLink = () => page.getByTestId('car-sellers').locator('a').first()
      await consent(false)
      await page.goto(siteUrl('se', path))
      await callLink().evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
      await callLink().click()
      expect(await leads()).toEqual([])
      await consent(true)
      await page.goto(siteUrl('se', path))
      await callLink().evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
      await callLink().click()
      await callLink().click()
      const channel = (await callLink().getAttribute('href'))!.startsWith('tel:') ? 'phone' : 'email'
      expect(await leads()).toEqual([channel])
      await fill(page)
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(page.getByTestId('contact-form-sent')).toBeVisible()
      expect(await leads()).toEqual([channel, 'form'])
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
      const ids = await failLeadSubmissions(page)
      await page.goto(siteUrl('se', await carPath()))
      await fill(page)
      await form(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(form(page).getByRole('alert')).toHaveText(
        'Det gick inte att skicka just nu. Försök igen om en stund eller ring oss.',
      )
      expect(ids).toHaveLength(3)
      expect(new Set(ids).size).toBe(1)
    })
  })
}

for (const width of [1280, 375]) {
  test.describe(`contact form popup at ${width} px (spec 1 §4)`, () => {
    test.use({ viewport: { width, height: 900 } })
    const opener = (page: Page) => page.getByRole('button', { name: 'Skriv ett meddelande' })
    const popup = (page: Page) => page.getByRole('dialog', { name: 'Kontakta säljaren' })

    test('opens from its button, checks the fields, sends the lead and thanks the visitor', async ({ page }) => {
      let sent = 0
      page.on('request', (r) => void (r.url().endsWith('/api/forms/comhub') && sent++))
      await page.goto(siteUrl('se', await carPath()))
      await opener(page).click()
      await expect(popup(page)).toBeVisible()
      await expect(popup(page)).toHaveAccessibleDescription('Skicka en fråga om bilen så hör vi av oss.')
      // Focus moved into the popup (Radix traps it there).
      expect(await popup(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true)
      await popup(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(popup(page).getByLabel('Namn')).toHaveAttribute('aria-invalid', 'true')
      await expect(popup(page).getByText('Fyll i det här fältet.').first()).toBeVisible()
      expect(sent).toBe(0)
      expect(await severe(page, '[data-testid="contact-popup"]')).toEqual([])
      await fill(page, popup(page))
      const request = page.waitForRequest((r) => r.url().endsWith('/api/forms/comhub'))
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await popup(page).getByRole('button', { name: 'Skicka' }).click()
      expect((await answer).status()).toBe(202)
      expect(JSON.parse((await request).postData()!)).toMatchObject({
        formName: 'contact',
        values: { name: 'Anna Svensson', email: 'anna@example.se' },
      })
      await expect(popup(page).getByTestId('contact-form-sent')).toBeVisible()
      expect(await severe(page, '[data-testid="contact-popup"]')).toEqual([])
    })

    test('closes on a click outside it and on Escape, giving focus back to its button', async ({ page }) => {
      await page.goto(siteUrl('se', await carPath()))
      await opener(page).click()
      await expect(popup(page)).toBeVisible()
      const box = (await popup(page).boundingBox())!
      // A point left of (at 375 px: above) the popup.
      await page.mouse.click(width > 600 ? box.x / 2 : width / 2, width > 600 ? box.y + box.height / 2 : box.y / 2)
      await expect(popup(page)).toHaveCount(0)
      await opener(page).click()
      await popup(page).getByLabel('Namn').fill('Anna')
      await page.keyboard.press('Escape')
      await expect(popup(page)).toHaveCount(0)
      await expect(opener(page)).toBeFocused()
      // The inline form is its own: nothing typed in the popup shows there.
      await expect(form(page).getByLabel('Namn')).toHaveValue('')
    })
  })
}

for (const width of [1280, 375]) {
  test.describe(`sell-car form at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })
    const sell = (page: Page) => page.getByTestId('sell-car-form')

    test('sends nothing without name, phone and e-mail; takes a complete lead with the choice of sell or trade-in', async ({
      page,
    }) => {
      let sent = 0
      page.on('request', (r) => void (r.url().endsWith('/api/forms/comhub') && sent++))
      await page.goto(siteUrl('se', '/salj-bil'))
      await sell(page).getByLabel('Registreringsnummer').fill('abc123')
      await sell(page).getByLabel('Mätarställning (mil)').fill('12000')
      await sell(page).getByRole('button', { name: 'Skicka' }).click()
      await expect(sell(page).getByLabel('Namn')).toHaveAttribute('aria-invalid', 'true')
      await expect(sell(page).getByLabel('Vad vill du göra?')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toBe(0)
      await sell(page).getByLabel('Vad vill du göra?').selectOption('trade-in')
      await sell(page).getByLabel('Namn').fill('Per Persson')
      await sell(page).getByLabel('Telefon').fill('(070) 123.45.67')
      await sell(page).getByLabel('E-post').fill('per@example.se')
      const answer = page.waitForResponse((r) => r.url().endsWith('/api/forms/comhub'))
      await sell(page).getByRole('button', { name: 'Skicka' }).click()
      expect((await answer).status()).toBe(202)
      // The plate in capitals and the phone in the spec's shape; the thanks text replaces the form, so nothing is sent twice.
      expect((await answer).request().postDataJSON()).toMatchObject({
        formName: 'sell-car',
        values: { regno: 'ABC123', customerPhone: '070 123 45 67' },
      })
      await expect(sell(page).getByRole('status')).toHaveText(
        'Tack! Vi har tagit emot din förfrågan och hör av oss snart.',
      )
      await expect(sell(page).getByTestId('sell-car-sent')).toBeFocused()
      await expect(sell(page).getByRole('button', { name: 'Skicka' })).toHaveCount(0)
      await expect(sell(page).getByRole('textbox')).toHaveCount(0)
      expect(sent).toBe(1)
      expect(
        (await new AxeBuilder({ page }).include('[data-testid="sell-car-form"]').analyze()).violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        ),
      ).toEqual([])
    })

    test('shows the error text when the lead cannot be sent', async ({ page }) => {
      await page.route('**/api/forms/comhub', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"x"}' }),
      )
      await page.goto(siteUrl('uk', '/sell-car'))
      await sell(page).getByLabel('Registration number').fill('AB12 CDE')
      await sell(page).getByLabel('Mileage').fill('30000')
      await sell(page).getByLabel('What would you like to do?').selectOption('sell')
      await sell(page).getByLabel('Name').fill('Jane Smith')
      await sell(page).getByLabel('Phone').fill('07700 900123')
      await sell(page).getByLabel('E-mail').fill('jane@example.co.uk')
      await sell(page).getByRole('button', { name: 'Send' }).click()
      await expect(sell(page).getByRole('alert')).toHaveText(
        'We could not send it just now. Please try again in a moment or call us.',
      )
    })
  })
}
