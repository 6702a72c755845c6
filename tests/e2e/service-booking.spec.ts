import AxeBuilder from '@axe-core/playwright'
import { expect, test, type BrowserContext, type Page, type Response } from './test'
import { siteUrl } from './helpers'

/**
 * The service booking (spec 2 §2.1, §4.1, §5, §8) on se's demo page against the real
 * /api/mechmate back end and its demo data: ABC123 (Volvo XC60 with a service agreement), FRD100 (Ford,
 * no authorised workshop), POL222 (Polestar 2: no oil service), FER001 (Ferrari, booked elsewhere).
 * Failures the demo cannot produce (an add-on call that fails, no workshop, a taken time) are made by
 * answering those calls in the browser.
 */

const PAGE = '/service-och-verkstad/boka-bilverkstad'

const severe = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)

/** Consent given beforehand: the banner stays away and the purchase event may be sent. */
async function consent(context: BrowserContext) {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: true, marketing: false })),
      url: siteUrl('se'),
    },
  ])
}

const stepLabel = (page: Page) => page.getByTestId('step-label')

async function lookUp(page: Page, plate: string, place = 'Uppsala') {
  await page.getByLabel('Registreringsnummer').fill(plate)
  await page.getByRole('combobox', { name: 'Ort' }).fill(place.slice(0, 4))
  await page.getByRole('option', { name: new RegExp(`^${place},`) }).click()
  await page.getByTestId('vehicle-continue').click()
}

/** Step 2 with the car looked up. */
async function atServices(page: Page, plate = 'ABC123') {
  await page.goto(siteUrl('se', PAGE))
  await lookUp(page, plate)
  await expect(stepLabel(page)).toHaveText('Steg 2/4')
}

const offering = (page: Page, name: string) =>
  page.getByTestId('step-service').getByRole('checkbox', { name: new RegExp(`^${name}`) })

/** Step 4, with Hjulskifte chosen (every demo workshop does it) and no add-ons. */
async function atWorkshops(page: Page) {
  await atServices(page)
  await offering(page, 'Hjulskifte').check()
  await page.getByTestId('services-continue').click()
  await page.getByTestId('addons-skip').click()
  await expect(stepLabel(page)).toHaveText('Steg 4/4')
}

/** The date a timeslots call starts from (…/timeslots/from/{reg}/{departmentId}/{date}/). */
const loadedFrom = (url: string) => /\/timeslots\/from\/[^/]+\/[^/]+\/(\d{4}-\d{2}-\d{2})\//.exec(url)?.[1]

const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** '1 295 kr' (spec 2 §9: SEK in Swedish format). */
const sek = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+$)/g, ' ')} kr`

type PricedOffering = { code: string; price?: number | null; priceDiscount?: number | null }

/** What the summary charges ABC123 (service agreement) for Hjulskifte in a services answer priced at one workshop. */
async function tyreChangePrice(answer: Promise<Response>) {
  const body = (await (await answer).json()) as { serviceOfferingCategories: { offerings: PricedOffering[] }[] }
  const offering = body.serviceOfferingCategories.flatMap((c) => c.offerings).find((o) => o.code === 'TYR-CHANGE')!
  return offering.priceDiscount != null && offering.priceDiscount < offering.price!
    ? offering.priceDiscount
    : offering.price!
}

/** The first day offering the full day, week tab by week tab (earlier runs may have taken this week's). */
async function firstFullDay(page: Page) {
  const tabs = page.getByRole('tablist', { name: 'Veckor' }).getByRole('tab')
  const day = page
    .getByRole('tabpanel')
    .getByRole('group')
    .filter({ has: page.getByTestId('full-day') })
    .first()
  await expect(tabs.first()).toBeVisible()
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click()
    await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true')
    if (await day.count()) return day
  }
  throw new Error('No day in the loaded weeks offers the full day')
}

async function pickFirstTime(page: Page) {
  await page.getByTestId('show-times').first().click()
  await page.getByTestId('slot').first().click()
  await expect(page.getByTestId('chosen-slot')).toBeVisible()
}

for (const width of [1280, 375]) {
  test.describe(`service booking at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('books a service in five steps: plate and place, services, add-ons, workshop and time, confirmation; axe clean', async ({
      page,
      context,
    }) => {
      test.setTimeout(120_000)
      await consent(context)
      await page.goto(siteUrl('se', PAGE))
      await expect(stepLabel(page)).toHaveText('Steg 1/4')
      // The generic intro with the other brands' links (external ones in a new tab).
      await expect(page.getByTestId('booking-header').getByRole('link', { name: /BMW/ })).toHaveAttribute(
        'target',
        '_blank',
      )
      await page.getByRole('button', { name: 'Märken vi är auktoriserade för' }).click()
      await expect(page.getByTestId('booking-header').getByText('Polestar')).toBeVisible()
      const next = page.getByTestId('vehicle-continue')
      await expect(next).toBeDisabled()
      await page.getByLabel('Registreringsnummer').fill('abc 1234')
      await expect(page.getByLabel('Registreringsnummer')).toHaveValue('ABC123')
      await expect(next).toBeDisabled()
      await page.getByRole('combobox', { name: 'Ort' }).fill('Upps')
      await page.getByRole('option', { name: /^Uppsala,/ }).click()
      await expect(next).toBeEnabled()
      expect(await severe(page)).toEqual([])
      await next.click()

      // Step 2: the brand heading, authorised wording, discounted prices in red.
      await expect(stepLabel(page)).toHaveText('Steg 2/4')
      await expect(page.getByRole('heading', { name: 'Boka service för din Volvo' })).toBeVisible()
      await expect(page.getByTestId('authorised-text')).toHaveText('Vi är auktoriserad verkstad för Volvo.')
      await expect(page.getByTestId('step-row-1')).toContainText('ABC123 · Uppsala')
      await offering(page, 'Originalservice').check()
      await offering(page, 'Felsökning').check()
      await page.getByTestId('services-continue').click()
      await expect(page.getByText('Ange miltal')).toBeVisible()
      await expect(page.getByText('Ange meddelande')).toBeVisible()
      await expect(page.getByTestId('mileage-input')).toBeFocused()
      await page.getByTestId('mileage-input').fill('4500')
      await page.getByTestId('user-input-REP-DIAG').fill('Det gnisslar')
      await expect(page.getByText('12/80 tecken')).toBeVisible()
      if (width < 1024) await page.getByTestId('summary-toggle').click()
      const summary = page.getByTestId('booking-summary')
      await expect(summary.getByText('Volvo XC60 2021, ABC123')).toBeVisible()
      await expect(summary.getByText('Pris saknas*')).toBeVisible()
      await expect(summary.getByTestId('price-missing-note')).toHaveText(
        '*Vissa priser kan inte beräknas förrän din bokning nått vår verkstad.',
      )
      await expect(summary.locator('[data-price="discount"]').first()).toHaveCSS('color', 'rgb(176, 0, 32)')
      await expect(summary.getByText('Du har serviceavtal. Dina rabatterade priser visas i rött.')).toBeVisible()
      expect(await severe(page)).toEqual([])
      if (width < 1024) await page.getByTestId('summary-toggle').click()
      await page.getByTestId('services-continue').click()

      // Step 3: "continue without add-ons" only with none chosen, "continue" only with some.
      await expect(stepLabel(page)).toHaveText('Steg 3/4')
      await expect(page.getByTestId('addons-skip')).toBeEnabled()
      await expect(page.getByTestId('addons-continue')).toBeDisabled()
      await page
        .getByTestId('step-addon')
        .getByRole('checkbox', { name: /^Utvändig tvätt/ })
        .check()
      await expect(page.getByTestId('addons-skip')).toBeDisabled()
      await page.getByTestId('addons-continue').click()

      // Step 4: workshops stream in; times in week tabs; the choice can be reverted.
      await expect(stepLabel(page)).toHaveText('Steg 4/4')
      // The step's title once, not again as a hidden list heading.
      await expect(page.getByTestId('step-4').getByText('Välj verkstad och tid')).toHaveCount(1)
      await expect(page.getByTestId('workshop').first()).toBeVisible()
      await expect(page.getByTestId('workshop-skeleton')).toHaveCount(0)
      await page.getByTestId('show-times').first().click()
      await expect(page.getByRole('tab').first()).toBeVisible()
      expect(await page.getByRole('tab').count()).toBeGreaterThanOrEqual(4)
      expect(await severe(page)).toEqual([])
      await page.getByTestId('slot').first().click()
      await page.getByTestId('change-slot').click()
      // Back to the list, with that workshop's times still open; focus on the step's heading.
      await expect(page.getByTestId('workshop').first()).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Steg 4/4 Välj verkstad och tid' })).toBeFocused()
      await page.getByTestId('slot').first().click()
      await expect(page.getByTestId('chosen-slot')).toBeVisible()

      const contact = page.getByTestId('booking-contact')
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(contact.getByText('Fyll i det här fältet.').first()).toBeVisible()
      // spec 2 §5: a phone of 6 to 20 digits and spaces (optional +) and a real e-mail address.
      await contact.getByLabel('Mobilnummer').fill('12ab')
      await contact.getByLabel('E-post').fill('inte-en-adress')
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(contact.getByLabel('Mobilnummer')).toHaveAttribute('aria-invalid', 'true')
      await expect(contact.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true')
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      // A number as Swedes write it is taken, and sent in the spec's shape.
      await contact.getByLabel('Mobilnummer').fill('070-123 45 67')
      await contact.getByLabel('E-post').fill(`anna.${width}@example.se`)
      expect(await severe(page)).toEqual([])
      const answer = page.waitForResponse((r) => r.url().includes('/api/mechmate/book'))
      await contact.getByRole('button', { name: 'Boka' }).click()
      expect((await answer).status()).toBe(200)
      expect((await answer).request().postDataJSON()).toMatchObject({ customer: { phone: '070 123 45 67' } })

      // Step 5: confirmation, directions, the purchase event, and "New booking" starts over.
      const confirmed = page.getByTestId('booking-confirmed')
      await expect(confirmed.getByRole('heading', { name: 'Bokningen är bekräftad' })).toBeFocused()
      await expect(confirmed).toContainText(`anna.${width}@example.se`)
      await expect(confirmed.getByTestId('directions')).toHaveAttribute(
        'href',
        /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/,
      )
      // The booked workshop on the map (spec 2 §9: zoom 15), drawn when it comes into view.
      const map = confirmed.getByTestId('map')
      await map.scrollIntoViewIfNeeded()
      await expect(map).toHaveAttribute('data-state', 'shown')
      await expect(map.getByTestId('map-marker')).toHaveCount(1)
      const purchase = await page.evaluate(() =>
        (window as Window & { dataLayer?: { event?: string }[] }).dataLayer?.find((e) => e.event === 'purchase'),
      )
      expect(purchase).toMatchObject({
        event: 'purchase',
        ecommerce: {
          currency: 'SEK',
          items: expect.arrayContaining([expect.objectContaining({ item_id: 'SRV-ORIGINAL' })]),
        },
      })
      expect(await severe(page)).toEqual([])
      await page.getByTestId('new-booking').click()
      await expect(stepLabel(page)).toHaveText('Steg 1/4')
      await expect(page.getByLabel('Registreringsnummer')).toHaveValue('')
      // The stored state is the fresh one after the reset and reload.
      expect(
        await page.evaluate(() => [
          sessionStorage.getItem('bookingState'),
          sessionStorage.getItem('car'),
          sessionStorage.getItem('services'),
        ]),
      ).toEqual(['0', 'null', '{}'])
    })

    test('lookup errors: unknown plate (the server’s message), a brand booked elsewhere, location refused', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        // The visitor refuses location: the browser answers PERMISSION_DENIED.
        navigator.geolocation.getCurrentPosition = (_ok, fail) =>
          fail?.({
            code: 1,
            message: 'denied',
            PERMISSION_DENIED: 1,
            POSITION_UNAVAILABLE: 2,
            TIMEOUT: 3,
          } as GeolocationPositionError)
      })
      await page.goto(siteUrl('se', PAGE))
      const error = page.getByTestId('vehicle-error')
      await page.getByTestId('use-location').click()
      await expect(error).toHaveText('För att använda funktionen behöver din webbläsare kunna använda platstjänster.')
      await lookUp(page, 'ZZZ999')
      await expect(error).toHaveText(
        'Vi hittar inget fordon med det registreringsnumret. Kontrollera numret och försök igen.',
      )
      await page.getByTestId('vehicle-continue').click()
      await page.getByLabel('Registreringsnummer').fill('FER001')
      await page.getByTestId('vehicle-continue').click()
      await expect(error).toHaveText(
        'Du bokar din service, däckbyte och verkstad för Ferrari via länken högst upp på sidan.',
      )
      await expect(stepLabel(page)).toHaveText('Steg 1/4')
    })

    test('a failing place search says so and points to the device location', async ({ page }) => {
      await page.route('**/api/places?q=**', (route) => route.fulfill({ status: 503, json: { error: 'down' } }))
      await page.goto(siteUrl('se', PAGE))
      await page.getByRole('combobox', { name: 'Ort' }).fill('Upps')
      await expect(page.getByTestId('place-error')).toHaveText(
        'Det gick inte att söka orter just nu. Försök igen om en stund eller använd din position.',
      )
    })

    test('device location names the nearest place', async ({ page, context }) => {
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation({ latitude: 57.71, longitude: 11.97 })
      await page.goto(siteUrl('se', PAGE))
      await page.getByTestId('use-location').click()
      await expect(page.getByRole('combobox', { name: 'Ort' })).toHaveValue('Min position (Göteborg)')
      await page.getByLabel('Registreringsnummer').fill('ABC123')
      await page.getByTestId('vehicle-continue').click()
      await expect(stepLabel(page)).toHaveText('Steg 2/4')
    })

    test('a brand without an authorised workshop, and an offering the model cannot have', async ({ page }) => {
      await atServices(page, 'FRD100')
      await expect(page.getByTestId('authorised-text')).toHaveText(
        'Vi har inga auktoriserade verkstäder för Ford, men vi erbjuder vissa tjänster för din bil.',
      )
      await page.getByTestId('reopen-1').click()
      await page.getByLabel('Registreringsnummer').fill('POL222')
      await page.getByTestId('vehicle-continue').click()
      await expect(page.getByTestId('offering-SRV-BASIC')).toContainText(
        'Basservice är inte tillgänglig för denna bilmodell',
      )
      await expect(offering(page, 'Basservice')).toBeDisabled()
    })

    test('the service list failing shows the error text with the mailbox', async ({ page }) => {
      await page.route('**/api/mechmate/services/**', (route) =>
        route.fulfill({ status: 503, json: { error: 'down' } }),
      )
      await atServices(page)
      await expect(page.getByTestId('service-error')).toContainText('Något gick fel, vänligen försök igen senare.')
      await expect(
        page.getByTestId('service-error').getByRole('link', { name: 'kundservice@bilgruppen.example' }),
      ).toHaveAttribute('href', 'mailto:kundservice@bilgruppen.example')
    })

    for (const [what, answer] of [
      ['none', { json: { serviceOfferingCategories: [] } }],
      ['a failure', { status: 503, json: { error: 'down' } }],
    ] as const) {
      test(`add-ons step skipped on ${what}`, async ({ page }) => {
        await page.route('**/api/mechmate/addons/**', (route) => route.fulfill(answer))
        await atServices(page)
        await offering(page, 'Hjulskifte').check()
        await page.getByTestId('services-continue').click()
        await expect(stepLabel(page)).toHaveText('Steg 4/4')
        await expect(page.getByTestId('step-row-3')).toHaveCount(0)
      })
    }

    test('no workshop: the text with the mailbox', async ({ page }) => {
      await page.route('**/api/mechmate/departments/closestAvailable**', (route) =>
        route.fulfill({
          status: 200,
          headers: { 'content-type': 'text/event-stream' },
          body: 'data: {"nosites":true}\n\n',
        }),
      )
      await atWorkshops(page)
      await expect(page.getByTestId('no-workshops')).toContainText('Vi kan ej hitta några anläggningar som passar dig')
      await expect(
        page.getByTestId('no-workshops').getByRole('link', { name: 'kundservice@bilgruppen.example' }),
      ).toBeVisible()
    })

    test('a booking that fails shows the server’s message under the button', async ({ page }) => {
      await page.route('**/api/mechmate/book**', (route) =>
        route.fulfill({ status: 500, json: { error: 'Bokningen kunde inte göras just nu.' } }),
      )
      await atWorkshops(page)
      await pickFirstTime(page)
      const contact = page.getByTestId('booking-contact')
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      await contact.getByLabel('Mobilnummer').fill('0701234567')
      await contact.getByLabel('E-post').fill('anna@example.se')
      await contact.getByLabel('Meddelande till verkstaden (valfritt)').fill('x'.repeat(81))
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(contact.getByText('Skriv högst 80 tecken.')).toBeVisible()
      await contact.getByLabel('Meddelande till verkstaden (valfritt)').fill('Ring innan')
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(page.getByTestId('booking-error')).toHaveText('Bokningen kunde inte göras just nu.')
      await expect(page.getByTestId('booking-confirmed')).toHaveCount(0)
    })

    test('a time taken meanwhile (409): the fresh times at once, the form kept, then the booking', async ({
      page,
      context,
    }) => {
      await consent(context)
      // The workshop's real times, less the first day: the 409 answers with those, as the server would.
      let fresh: unknown[] = []
      page.on('response', async (response) => {
        if (response.url().includes('/api/mechmate/timeslots/') && response.ok())
          fresh = ((await response.json()) as unknown[]).slice(1)
      })
      await page.route('**/api/mechmate/book**', (route) =>
        route.fulfill({
          status: 409,
          json: { error: 'Tiden är inte längre ledig. Välj en annan tid.', timeSlots: fresh },
        }),
      )
      await atWorkshops(page)
      await pickFirstTime(page)
      const contact = page.getByTestId('booking-contact')
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      await contact.getByLabel('Mobilnummer').fill('0701234567')
      await contact.getByLabel('E-post').fill('anna@example.se')
      await contact.getByRole('button', { name: 'Boka' }).click()
      const taken = page.getByTestId('slot-taken')
      await expect(taken.getByRole('alert')).toHaveText('Tiden är inte längre ledig. Välj en annan tid.')
      await expect(page.getByTestId('booking-error')).toBeEmpty()
      expect(await severe(page)).toEqual([])
      await page.unroute('**/api/mechmate/book**')
      await taken.getByTestId('slot').first().click()
      await expect(taken).toHaveCount(0)
      await expect(contact.getByLabel('Förnamn')).toHaveValue('Anna')
      await contact.getByRole('button', { name: 'Boka' }).click()
      await expect(page.getByTestId('booking-confirmed')).toBeVisible()
    })

    test('a reload keeps the step; the same plate and place return to it; other services clear the chosen time', async ({
      page,
    }) => {
      await atWorkshops(page)
      await pickFirstTime(page)
      await page.reload()
      await expect(stepLabel(page)).toHaveText('Steg 4/4')
      await expect(page.getByTestId('chosen-slot')).toBeVisible()
      const stored = await page.evaluate(() =>
        Object.fromEntries(
          [
            'lat',
            'lng',
            'car',
            'milage',
            'bookingState',
            'services',
            'maxBookingState',
            'region',
            'displayState',
            'bookingInfo',
            'location',
          ].map((k) => [k, sessionStorage.getItem(k)]),
        ),
      )
      expect(stored).toMatchObject({
        bookingState: '4',
        displayState: '4',
        maxBookingState: '4',
        region: '"Uppsala län"',
      })
      expect(JSON.parse(stored.services!)).toHaveProperty('TYR-CHANGE')

      await page.getByTestId('reopen-1').click()
      await expect(stepLabel(page)).toHaveText('Steg 1/4')
      await page.getByTestId('vehicle-continue').click()
      await expect(stepLabel(page)).toHaveText('Steg 4/4')
      await expect(page.getByTestId('chosen-slot')).toBeVisible()

      await page.getByTestId('reopen-2').click()
      await offering(page, 'Däcklagning').check()
      await expect(page.getByTestId('offering-TYR-REPAIR').getByLabel('Antal (st)')).toHaveValue('1')
      await page.getByTestId('services-continue').click()
      await page.getByTestId('addons-skip').click()
      await expect(page.getByTestId('chosen-slot')).toHaveCount(0)
      await expect(page.getByTestId('workshop').first()).toBeVisible()
    })

    test('the full-day option: the car dropped off before 08:00, booked as a full day', async ({ page }) => {
      await atWorkshops(page)
      await page.getByTestId('show-times').first().click()
      // spec 2 §9: a day offering the full day shows it beside its times.
      const day = await firstFullDay(page)
      const fullDay = day.getByTestId('full-day')
      await expect(fullDay).toHaveText('Heldag: lämna bilen före 08:00')
      expect(await severe(page)).toEqual([])
      const dayName = (await day.getAttribute('aria-label'))!
      await fullDay.click()
      await expect(page.getByTestId('chosen-slot')).toContainText(`${dayName} Heldag (lämna före 08:00)`)
      if (width < 1024) await page.getByTestId('summary-toggle').click()
      await expect(page.getByTestId('booking-summary')).toContainText(`${dayName} Heldag (lämna före 08:00)`)
      if (width < 1024) await page.getByTestId('summary-toggle').click()

      const contact = page.getByTestId('booking-contact')
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      await contact.getByLabel('Mobilnummer').fill('0701234567')
      await contact.getByLabel('E-post').fill(`heldag.${width}@example.se`)
      const request = page.waitForRequest((r) => r.url().includes('/api/mechmate/book') && r.method() === 'POST')
      const answer = page.waitForResponse((r) => r.url().includes('/api/mechmate/book'))
      await contact.getByRole('button', { name: 'Boka' }).click()
      // The booking's time slot is the day's 08:00 drop-off, marked as a full day.
      expect((await request).postDataJSON()).toMatchObject({
        isFullDay: true,
        timeSlot: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T08:00$/),
      })
      expect((await answer).status()).toBe(200)
      await expect(page.getByTestId('booking-confirmed')).toContainText(`${dayName} Heldag (lämna före 08:00)`)
    })

    test('week tabs: 4 whole weeks at a time, the next 4 appended when the last tab opens', async ({ page }) => {
      const loads: string[] = []
      page.on('request', (r) => r.url().includes('/api/mechmate/timeslots/') && loads.push(r.url()))
      await atWorkshops(page)
      await page.getByTestId('show-times').first().click()
      const tabs = page.getByRole('tablist', { name: 'Veckor' }).getByRole('tab')
      await expect(tabs).toHaveCount(4)
      const firstWeeks = await tabs.allTextContents()
      expect(firstWeeks.every((label) => /^Vecka \d{1,2}$/.test(label))).toBe(true)
      expect(new Set(firstWeeks).size).toBe(4)
      // Whole weeks (spec 2 §9 "4 week tabs are loaded at a time"): the first load starts on a Monday.
      expect(loads).toHaveLength(1)
      const from = loadedFrom(loads[0])!
      expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1)
      expect(await severe(page)).toEqual([])

      // Before the end nothing more loads; the last loaded tab appends the next 4 weeks.
      await tabs.nth(2).click()
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await tabs.nth(3).click()
      await expect(tabs).toHaveCount(8)
      await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
      expect((await tabs.allTextContents()).slice(0, 4)).toEqual(firstWeeks)
      expect(loads.map(loadedFrom)).toEqual([from, plusDays(from, 28)])
      await tabs.nth(7).click()
      await expect(tabs).toHaveCount(12)
      expect(await severe(page)).toEqual([])
    })

    test('the summary prices are refreshed for the chosen workshop, and again for another', async ({ page }) => {
      await atWorkshops(page)
      // The side panel from 1024 px, the bottom sheet's bar below (spec 2 §2.1).
      const total = width < 1024 ? page.getByTestId('summary-total-bar') : page.getByTestId('summary-total')
      await expect(total).toBeVisible()
      const priced = () =>
        page.waitForResponse((r) => r.url().includes('/api/mechmate/services/') && r.url().includes('departmentId='))

      // Before a choice the prices are the medians near the place.
      const median = (await total.textContent())!
      let answer = priced()
      await pickFirstTime(page)
      const first = await tyreChangePrice(answer)
      await expect(total).toContainText(sek(first))

      await page.getByTestId('change-slot').click()
      await page.getByTestId('show-times').nth(1).click()
      answer = priced()
      await page.getByTestId('slot').first().click()
      const second = await tyreChangePrice(answer)
      await expect(total).toContainText(sek(second))
      // The demo's workshops near Uppsala price Hjulskifte differently from the median and from each other.
      expect(new Set([median, sek(first), sek(second)].map((text) => text.replace(/^\D+/, ''))).size).toBe(3)
      expect(await severe(page)).toEqual([])
    })

    test('workshops sort by first available time and fetch more from the cursor', async ({ page }) => {
      const streams: string[] = []
      page.on('request', (r) => r.url().includes('closestAvailable') && streams.push(r.url()))
      await atWorkshops(page)
      await expect(page.getByTestId('workshop')).toHaveCount(5)
      await page.getByTestId('fetch-more').click()
      await expect.poll(() => page.getByTestId('workshop').count()).toBeGreaterThan(5)
      expect(streams.at(-1)).toMatch(/cursor=\d+/)
      await page.getByLabel('Första lediga tid').check()
      await expect(page.getByTestId('workshop')).toHaveCount(5)
      expect(streams.at(-1)).toContain('sort=firstAvailable')
    })
  })
}
