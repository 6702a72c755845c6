import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from './test'
import { DEMO_AGREEMENTS } from '@/demo/tyre-hotel/data'
import { todayIn } from '@/features/tyre-hotel/ui/calendar'
import { cancelTyreBookings, editorToken, PORT, siteUrl } from './helpers'

/**
 * The tyre hotel's six screens (spec 2 §2.5, §4.3, §5, §8) on se's demo page, against the real API.
 * The code arrives by SMS: in the demo that is the sms-outbox collection, read here through the CMS
 * REST API as the seeded editor (no public answer carries a code).
 */
const PAGE = '/dack-och-biltillbehor/dackhotell'
const SESSION_KEY = 'tirehotel'
const flow = (page: Page) => page.getByTestId('tyre-hotel')
const mobileOf = (plate: string) => DEMO_AGREEMENTS.find((a) => a.plate === plate)!.mobile

async function axeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[data-testid="tyre-hotel"]').analyze()
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([])
}

const API = `http://127.0.0.1:${PORT}`
const HOST = { host: `se.localhost:${PORT}` }

/** The SMS texts sent to a number, newest first. */
async function smsTo(request: APIRequestContext, mobile: string): Promise<{ id: number; text: string }[]> {
  const answer = await request.get(`${API}/api/cms/sms-outbox`, {
    headers: { ...HOST, authorization: `JWT ${editorToken()}` },
    params: { 'where[to][equals]': mobile, sort: '-createdAt', limit: 10, depth: 0 },
  })
  expect(answer.status()).toBe(200)
  return ((await answer.json()) as { docs: { id: number; text: string }[] }).docs
}

/** Clicks 'Skicka kod' and answers the code of the SMS it sent (the outbox worker delivers within moments). */
async function sendCode(page: Page, request: APIRequestContext, plate: string): Promise<string> {
  const mobile = mobileOf(plate)
  const before = new Set((await smsTo(request, mobile)).map((s) => s.id))
  await flow(page).getByRole('button', { name: 'Skicka kod' }).click()
  await expect(page.getByTestId('screen-validate')).toBeVisible()
  let code = ''
  await expect
    .poll(async () => {
      const fresh = (await smsTo(request, mobile)).find((s) => !before.has(s.id))
      code = fresh ? (/^(\d{4})\b/.exec(fresh.text)?.[1] ?? '') : ''
      return code
    })
    .toMatch(/^\d{4}$/)
  return code
}

async function search(page: Page, plate: string) {
  await page.goto(siteUrl('se', `${PAGE}?regNo=${plate}`))
  await expect(flow(page).getByLabel('Registreringsnummer')).toHaveValue(plate)
  await flow(page).getByRole('button', { name: 'Fortsätt' }).click()
  await expect(page.getByTestId('screen-login')).toBeVisible()
}

const box = (page: Page, n: number): Locator => flow(page).getByLabel(`Siffra ${n} av 4`)

async function typeCode(page: Page, code: string) {
  await box(page, 1).click()
  await page.keyboard.type(code)
}

async function pasteInto(target: Locator, text: string) {
  await target.evaluate((el, value) => {
    const data = new DataTransfer()
    data.setData('text', value)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, text)
}

async function login(page: Page, request: APIRequestContext, plate: string) {
  await search(page, plate)
  await typeCode(page, await sendCode(page, request, plate))
  await flow(page).getByRole('button', { name: 'Verifiera' }).click()
  await expect(page.getByTestId('screen-logged-in')).toBeVisible()
}

/** A choice made (analytics off unless a test gives consent), so the consent banner stays away. */
test.beforeEach(async ({ context }) => {
  await context.addCookies([
    {
      name: 'consent',
      value: encodeURIComponent(JSON.stringify({ v: 1, analytics: false, marketing: false })),
      url: siteUrl('se'),
    },
  ])
})

/** A star is a radio inside its label: the visitor clicks the label (the star). */
const starLabel = (page: Page, name: string) =>
  flow(page)
    .locator('label')
    .filter({ has: page.getByRole('radio', { name }) })

const dataLayer = (page: Page) => page.evaluate(() => (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [])

/**
 * A new code ends the plate's earlier ones, so tests that run at the same time never share a plate: the
 * whole flow runs with TYR123 (tyre warnings) at 1280 px and TYR456 (all fine) at 375 px.
 */
const FLOW_PLATE: Record<number, { plate: string; warnings: number; packageLevel: string; brand: string }> = {
  1280: { plate: 'TYR123', warnings: 2, packageLevel: 'Plus', brand: 'Volvo' },
  375: { plate: 'TYR456', warnings: 0, packageLevel: 'Bas', brand: 'Volkswagen' },
}

for (const width of [1280, 375]) {
  test.describe(`tyre hotel at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('search: prefilled from ?regNo=, spaces removed and upper case, at most 7, continue from 2 characters; the error texts', async ({
      page,
    }) => {
      await page.goto(siteUrl('se', `${PAGE}?regNo=tyr 45`))
      const regNo = flow(page).getByLabel('Registreringsnummer')
      const go = flow(page).getByRole('button', { name: 'Fortsätt' })
      await expect(regNo).toHaveValue('TYR45')
      await regNo.fill('a')
      await expect(go).toBeDisabled()
      await regNo.fill('ab c1 23 45')
      await expect(regNo).toHaveValue('ABC1234')
      await expect(go).toBeEnabled()
      await axeClean(page)

      await regNo.fill('NOP999')
      await regNo.press('Enter') // Enter also submits
      await expect(flow(page).getByRole('alert')).toContainText(
        'Vi hittar inget däckhotellsavtal för detta registreringsnummer.',
      )
      await expect(flow(page).getByRole('link', { name: 'Boka service istället' })).toHaveAttribute(
        'href',
        '/service-och-verkstad/boka-bilverkstad',
      )

      await page.route('**/api/tirehotel/authorization/search**', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down","message":"down"}' }),
      )
      await go.click()
      await expect(flow(page).getByRole('alert')).toHaveText('Något gick fel, var god och försök senare.')
      await expect(
        page.getByTestId('tyre-footer').getByRole('link', { name: 'dackhotell@bilgruppen.example' }),
      ).toHaveAttribute('href', 'mailto:dackhotell@bilgruppen.example')
      await expect(page.getByTestId('logout')).toHaveCount(0)
    })

    test('login failure shows the server’s message in red under the form', async ({ page }) => {
      await search(page, 'TYR456')
      await expect(flow(page).getByText(/Vi skickar en engångskod med sms till mobilnumret .*\d\d/)).toBeVisible()
      await page.route('**/api/tirehotel/authorization/login**', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'retry-after': '60' },
          body: JSON.stringify({ error: 'För många koder.', message: 'För många koder.' }),
        }),
      )
      await flow(page).getByRole('button', { name: 'Skicka kod' }).click()
      await expect(page.getByTestId('login-error')).toHaveText('För många koder.')
      await expect(page.getByTestId('login-error')).toHaveCSS('color', 'rgb(176, 0, 32)')
    })

    test('the whole flow: code boxes, vehicle with tyre warnings, booking with date and time, confirmation and rating; analytics after consent', async ({
      page,
      context,
      request,
    }) => {
      await context.addCookies([
        {
          name: 'consent',
          value: encodeURIComponent(JSON.stringify({ v: 1, analytics: true, marketing: false })),
          url: siteUrl('se'),
        },
      ])
      test.setTimeout(180_000) // six screens, a real SMS round trip and seven accessibility scans
      const { plate, warnings, packageLevel, brand } = FLOW_PLATE[width]
      await cancelTyreBookings(request, plate)
      await search(page, plate)
      await axeClean(page)
      const code = await sendCode(page, request, plate)
      await expect(flow(page).getByRole('heading', { name: 'Ange koden' })).toBeFocused()
      await axeClean(page)

      // Code boxes (spec 2 §5): digits only, verify disabled under 4, Backspace and arrows move.
      const verify = flow(page).getByRole('button', { name: 'Verifiera' })
      await box(page, 1).click()
      await page.keyboard.type('a1b2')
      await expect(box(page, 1)).toHaveValue('1')
      await expect(box(page, 2)).toHaveValue('2')
      await expect(box(page, 3)).toBeFocused()
      await expect(verify).toBeDisabled()
      await page.keyboard.press('Backspace')
      await expect(box(page, 2)).toBeFocused()
      await expect(box(page, 2)).toHaveValue('')
      await page.keyboard.press('ArrowLeft')
      await expect(box(page, 1)).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(box(page, 2)).toBeFocused()

      // A wrong code: the server's message in red under the boxes; typing clears it.
      const wrong = code === '0000' ? '1111' : '0000'
      await pasteInto(box(page, 1), `${wrong}99`)
      for (let n = 1; n <= 4; n++) await expect(box(page, n)).toHaveValue(wrong[n - 1])
      await verify.click()
      const codeError = page.getByTestId('code-error')
      await expect(codeError).not.toBeEmpty()
      await expect(codeError).toHaveCSS('color', 'rgb(176, 0, 32)')
      await expect(box(page, 1)).toHaveAttribute('aria-invalid', 'true')
      await axeClean(page)
      await box(page, 4).click()
      await page.keyboard.type('5')
      await expect(codeError).toBeEmpty()

      // Paste takes the first 4 characters.
      await pasteInto(box(page, 2), `${code}7`)
      await verify.click()

      // LoggedIn: vehicle, tyres with warning icons and the tread-depth card, station, package.
      await expect(page.getByTestId('screen-logged-in')).toBeVisible()
      await expect(flow(page).getByRole('heading', { name: 'Ditt däckhotell' })).toBeFocused()
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
      await expect(page.getByTestId('vehicle')).toContainText(plate)
      await expect(page.getByTestId('vehicle')).toContainText(brand)
      await expect(page.getByTestId('package')).toHaveText(packageLevel)
      await expect(page.getByTestId('tyre')).toHaveCount(4)
      await expect(page.getByTestId('tyre-warning')).toHaveCount(warnings)
      if (warnings) {
        await expect(page.getByTestId('tread-card')).toContainText(
          'Ett av dina däck har ett mönsterdjup där vi rekommenderar byte.',
        )
        await expect(page.getByTestId('tread-card').getByRole('link', { name: 'Kontakta verkstaden' })).toHaveAttribute(
          'href',
          /^mailto:/,
        )
      } else await expect(page.getByTestId('tread-card')).toHaveCount(0)
      await expect(page.getByTestId('station')).toContainText('Däckhotell Kungens Kurva')
      await expect(page.getByTestId('station').getByRole('link', { name: 'Visa på karta' })).toHaveAttribute(
        'href',
        /google\.com\/maps\/search/,
      )
      await expect(page.getByTestId('logout')).toBeVisible()
      await axeClean(page)

      // Booking: the disclaimer first, until approved.
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      const disclaimer = page.getByRole('dialog', { name: 'Innan du bokar' })
      await expect(disclaimer).toBeVisible()
      await expect(disclaimer.getByRole('link', { name: 'Avbryt' })).toHaveAttribute('href', '/dack-och-biltillbehor')
      expect(
        (await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations.filter(
          (v) => v.impact === 'serious' || v.impact === 'critical',
        ),
      ).toEqual([])
      await page.keyboard.press('Escape')
      await expect(disclaimer).toBeVisible()
      await disclaimer.getByRole('button', { name: 'Jag förstår, fortsätt' }).click()
      await expect(disclaimer).toBeHidden()

      // 'Tillbaka' and back again: the disclaimer stays approved.
      await flow(page).getByRole('button', { name: 'Tillbaka' }).click()
      await expect(page.getByTestId('screen-logged-in')).toBeVisible()
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      await expect(disclaimer).toBeHidden()

      // The date picker: 42 cells in Monday weeks, opened at the first month with a free day; previous stops at
      // the current month (late in a month the first free day may be in the next one).
      const picker = page.getByTestId('date-picker')
      await expect(picker).toBeVisible()
      await expect(picker.getByTestId('day-cell')).toHaveCount(42)
      await expect(picker.locator('th').first()).toHaveAttribute('abbr', 'måndag')
      const firstDay = picker.locator('button[data-date]').first()
      const date = (await firstDay.getAttribute('data-date'))!
      const previousMonth = picker.getByTestId('month-previous')
      if (date.slice(0, 7) === todayIn(new Date()).slice(0, 7)) await expect(previousMonth).toBeDisabled()
      else {
        await previousMonth.click()
        await expect(previousMonth).toBeDisabled()
        await picker.getByTestId('month-next').click()
      }
      await axeClean(page)
      await firstDay.click()
      await expect(page.getByTestId('chosen-date')).toBeVisible()

      // Times: HH:mm, sorted, 3 columns; contact fields after a time.
      const grid = page.getByTestId('time-grid')
      await expect(grid).toBeVisible()
      const labels = await grid.getByRole('button').allTextContents()
      expect(labels.length).toBeGreaterThan(0)
      for (const label of labels) expect(label).toMatch(/^\d{2}:\d{2}$/)
      expect([...labels].sort()).toEqual(labels)
      expect(new Set(labels).size).toBe(labels.length)
      expect((await grid.evaluate((el) => getComputedStyle(el).gridTemplateColumns)).split(' ')).toHaveLength(3)
      await expect(page.getByRole('form', { name: 'Dina kontaktuppgifter' })).toHaveCount(0)
      await grid.getByRole('button').first().click()
      await expect(page.getByTestId('chosen-time')).toContainText(labels[0])

      // 'Ändra tid' and 'Ändra datum' undo.
      await flow(page).getByRole('button', { name: 'Ändra tid' }).click()
      await expect(grid).toBeVisible()
      await flow(page).getByRole('button', { name: 'Ändra datum' }).click()
      await expect(picker).toBeVisible()
      await picker.locator(`button[data-date="${date}"]`).click()
      await grid.getByRole('button', { name: labels[labels.length - 1] }).click()

      // Contact rules: 'Genomför bokning' stays disabled until all are valid.
      const contact = page.getByRole('form', { name: 'Dina kontaktuppgifter' })
      const book = contact.getByRole('button', { name: 'Genomför bokning' })
      await expect(book).toBeDisabled()
      await contact.getByLabel('Förnamn').fill('Anna')
      await contact.getByLabel('Efternamn').fill('Svensson')
      await contact.getByLabel('Mobilnummer').fill('070-12')
      await contact.getByLabel('E-post').fill('anna@example')
      await contact.getByLabel('E-post').blur()
      await expect(book).toBeDisabled()
      await expect(contact.getByLabel('E-post')).toHaveAttribute('aria-invalid', 'true')
      await expect(contact.getByText('Ange en giltig e-postadress.')).toBeVisible()
      await expect(contact.getByLabel('Mobilnummer')).toHaveAttribute('aria-invalid', 'true')
      await expect(contact.getByText('Ange ett mobilnummer med 8–15 siffror.')).toBeVisible()
      await contact.getByLabel('E-post').fill('anna.svensson@example.se')
      await expect(book).toBeDisabled()
      await contact.getByLabel('Mobilnummer').fill('070-174 06 05')
      await expect(book).toBeEnabled()
      await contact.getByLabel('Meddelande till verkstaden (frivilligt)').fill('Kolla gärna bakdäcken.')
      await axeClean(page)
      const created = page.waitForResponse((r) => r.url().includes('/api/tirehotel/booking/create'))
      await book.click()
      expect((await created).status()).toBe(200)

      // Confirmation with the summary and the rating.
      await expect(page.getByTestId('screen-confirmation')).toBeVisible()
      await expect(flow(page).getByRole('heading', { name: 'Tack för din bokning!' })).toBeFocused()
      const id = (await page.getByTestId('confirmation-id').textContent())!.trim()
      expect(id).not.toBe('')
      await expect(page.getByTestId('summary')).toContainText(labels[labels.length - 1])
      await expect(page.getByTestId('summary')).toContainText('Kolla gärna bakdäcken.')
      await axeClean(page)
      const sendRating = flow(page).getByRole('button', { name: 'Skicka omdöme' })
      await expect(sendRating).toBeDisabled()
      await starLabel(page, '4 av 5 stjärnor').click()
      await flow(page).getByLabel('Kommentar (frivillig)').fill('Smidigt!')
      const reviewed = page.waitForResponse((r) => r.url().includes('/api/tirehotel/review/addReview'))
      await sendRating.click()
      expect((await reviewed).status()).toBe(200)
      await expect(page.getByTestId('rating-thanks')).toHaveText('Tack för ditt omdöme!')
      await expect(page.getByTestId('rating')).toHaveCount(0)

      // Analytics: steps 1–6 once each and the purchase (SEK, value 0, the confirmation id).
      const layer = (await dataLayer(page)) as {
        event?: string
        step?: number
        lead_action?: string
        ecommerce?: { currency: string; value: number; transaction_id: string }
      }[]
      expect(layer.filter((e) => e.event === 'flow_interaction').map((e) => e.step)).toEqual([1, 2, 3, 4, 5, 6])
      const purchase = layer.filter((e) => e.event === 'purchase')
      expect(purchase).toHaveLength(1)
      expect(purchase[0].ecommerce).toMatchObject({ currency: 'SEK', value: 0, transaction_id: id })
      const actions = layer.map((e) => e.lead_action).filter(Boolean)
      expect(new Set(actions).size).toBe(actions.length)

      // 'Boka tid för annan bil' resets everything to Search.
      await flow(page).getByRole('button', { name: 'Boka tid för annan bil' }).click()
      await expect(page.getByTestId('screen-search')).toBeVisible()
      expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull()
    })
  })
}

/** TYR789 (Mölndal books whole days) at both widths, one after the other: they share the plate. */
test.describe('tyre hotel, a session validated in this tab', () => {
  test.describe.configure({ mode: 'serial' })
  for (const width of [1280, 375]) {
    test(`skips to LoggedIn, books a day without a time, and Log out clears it at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await cancelTyreBookings(request, 'TYR789')
      await login(page, request, 'TYR789')
      await page.goto(siteUrl('se', PAGE))
      await expect(page.getByTestId('screen-logged-in')).toBeVisible()
      await expect(page.getByTestId('tread-card')).toHaveCount(0)

      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Jag förstår, fortsätt' }).click()
      await page.getByTestId('date-picker').locator('button[data-date]').first().click()
      await expect(page.getByTestId('no-times')).toHaveText(
        'Det finns inga lediga tider att välja denna dag. Verkstaden återkommer till dig med en tid.',
      )
      const contact = page.getByRole('form', { name: 'Dina kontaktuppgifter' })
      await contact.getByLabel('Förnamn').fill('Maria')
      await contact.getByLabel('Efternamn').fill('Lindqvist')
      await contact.getByLabel('Mobilnummer').fill('070-174 06 07')
      await contact.getByLabel('E-post').fill('maria.lindqvist@example.se')
      await contact.getByRole('button', { name: 'Genomför bokning' }).click()
      await expect(page.getByTestId('screen-confirmation')).toBeVisible()
      await expect(page.getByTestId('summary')).toContainText('Hela dagen')
      await expect(page.getByTestId('summary')).toContainText('Verkstaden återkommer med en tid.')

      await page.getByTestId('logout').click()
      await expect(page.getByTestId('screen-search')).toBeVisible()
      await expect(flow(page).getByRole('heading', { name: 'Boka hjulskifte' })).toBeFocused()
      expect(await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)).toBeNull()
      await page.reload()
      await expect(page.getByTestId('screen-search')).toBeVisible()
    })
  }
})

/** A tab session already validated (the API is mocked below, so no code is spent on the error texts). */
const VEHICLE = {
  regNo: 'TYR456',
  name: 'Volkswagen ID.4 Pro',
  brand: 'Volkswagen',
  brandCode: 'VW',
  model: 'ID.4',
  productId: 'TH-BAS-19',
  packageLevel: 'Bas',
  location: {
    locationName: 'Däckhotell Kungens Kurva',
    departmentName: 'Däck & hjulskifte',
    erpId: 'TH-KK01',
    phone: '08-46 50 06 05',
    email: 'dackhotell.kungenskurva@example.se',
  },
  tires: [
    {
      equipmentPosition: 'LF',
      wheel: {
        name: 'Michelin X-Ice Snow',
        rimDiameter: 19,
        sectionWidth: 235,
        aspectRatio: 55,
        threadPattern: 'Michelin X-Ice Snow',
        threadDepth: 7.9,
        threadStatusId: 0,
        threadStatusMessage: '',
      },
    },
  ],
}

async function loggedInTab(page: Page) {
  await page.addInitScript(
    ([key, session]) => {
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, session)
    },
    [
      SESSION_KEY,
      JSON.stringify({ regNo: 'TYR456', validated: { status: 0, vehicles: [VEHICLE] }, disclaimerApproved: true }),
    ],
  )
}

const json = (body: unknown, status = 200) => ({ status, contentType: 'application/json', body: JSON.stringify(body) })
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)

for (const width of [1280, 375]) {
  test.describe(`tyre hotel booking texts at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a sign-in that has expired: back to Search with the plate kept and the reason shown', async ({ page }) => {
      // The tab remembers a validated session, but the browser holds no session cookie: the real API answers 401.
      await loggedInTab(page)
      await page.goto(siteUrl('se', PAGE))
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      await expect(page.getByTestId('screen-search')).toBeVisible()
      await expect(page.getByTestId('search-notice')).toHaveText(
        'Din inloggning har gått ut. Sök på registreringsnumret igen så skickar vi en ny kod.',
      )
      await expect(page.getByTestId('regno')).toHaveValue('TYR456')
      expect(JSON.parse((await page.evaluate((key) => sessionStorage.getItem(key), SESSION_KEY)) ?? 'null')).toEqual({
        regNo: 'TYR456',
      })
      await axeClean(page)
    })

    test('no available dates: the error card with the workshop’s phone and e-mail', async ({ page }) => {
      await loggedInTab(page)
      await page.route('**/api/tirehotel/booking/GetTimeslotDays**', (route) =>
        route.fulfill(json({ availableDates: [] })),
      )
      await page.goto(siteUrl('se', PAGE))
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      const card = page.getByTestId('no-dates')
      await expect(card).toContainText(
        'Det finns för närvarande inga tillgängliga tider på din verkstad. Kontakta oss så hjälper vi dig att hitta första bästa tid.',
      )
      await expect(card.getByRole('link', { name: /08-46 50 06 05/ })).toHaveAttribute('href', 'tel:0846500605')
      await expect(card.getByRole('link', { name: /dackhotell\.kungenskurva@example\.se/ })).toHaveAttribute(
        'href',
        'mailto:dackhotell.kungenskurva@example.se',
      )
      await axeClean(page)
    })

    test('date fetch failure: "Ett fel uppstod"; the form is disabled with a spinner while loading', async ({
      page,
    }) => {
      await loggedInTab(page)
      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/tirehotel/booking/GetTimeslotDays**', async (route) => {
        await held
        await route.fulfill(json({ error: 'x' }, 503))
      })
      await page.goto(siteUrl('se', PAGE))
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      await expect(page.getByTestId('spinner')).toBeVisible()
      await expect(page.getByTestId('booking-form')).toHaveAttribute('disabled', '')
      await expect(page.getByTestId('booking-form').locator('..')).toHaveAttribute('aria-busy', 'true')
      release()
      await expect(flow(page).getByRole('alert')).toHaveText('Ett fel uppstod')
      await expect(page.getByTestId('spinner')).toHaveCount(0)
    })

    test('month limits, a day without times (booking without a time), a timeslot failure and a refused booking', async ({
      page,
    }) => {
      await loggedInTab(page)
      const first = inDays(4)
      const last = inDays(70)
      const empty = inDays(5)
      const failing = inDays(6)
      await page.route('**/api/tirehotel/booking/GetTimeslotDays**', (route) =>
        route.fulfill(json({ availableDates: [first, empty, failing, last].map((date) => ({ date })) })),
      )
      await page.route('**/api/tirehotel/booking/GetTimeslots**', (route) => {
        const day = (route.request().postDataJSON() as { startDate: string }).startDate
        if (day === failing) return route.fulfill(json({ error: 'x' }, 503))
        if (day === empty) return route.fulfill(json({ availableTimeSlotDates: [] }))
        return route.fulfill(
          json({ availableTimeSlotDates: [{ startTime: [`${day}T13:00:00`, `${day}T08:00:00`, `${day}T08:00:00`] }] }),
        )
      })
      let sent: { bookingDate: string; bookingStart: string | null } | null = null
      await page.route('**/api/tirehotel/booking/create**', (route) => {
        sent = route.request().postDataJSON()
        return route.fulfill(
          json({ error: 'Tiden är inte längre ledig.', message: 'Tiden är inte längre ledig.' }, 409),
        )
      })
      await page.goto(siteUrl('se', PAGE))
      await flow(page).getByRole('button', { name: 'Boka hjulskifte' }).click()
      const picker = page.getByTestId('date-picker')
      const next = picker.getByTestId('month-next')
      // Next is disabled at the month of the last available date.
      while (await next.isEnabled()) await next.click()
      await expect(picker.locator(`button[data-date="${last}"]`)).toBeVisible()
      await expect(picker.getByTestId('month-next')).toBeDisabled()
      // The test's days may straddle a month's end: a day is picked in its own month.
      const pick = async (date: string) => {
        while (await picker.getByTestId('month-previous').isEnabled())
          await picker.getByTestId('month-previous').click()
        while (!(await picker.locator(`button[data-date="${date}"]`).isVisible()))
          await picker.getByTestId('month-next').click()
        await picker.locator(`button[data-date="${date}"]`).click()
      }

      // A failing day.
      await pick(failing)
      await expect(flow(page).getByRole('alert')).toHaveText('Kunde inte hämta tider för valt datum.')
      await flow(page).getByRole('button', { name: 'Ändra datum' }).click()

      // Times de-duplicated and sorted.
      await pick(first)
      await expect(page.getByTestId('time-grid').getByRole('button')).toHaveText(['08:00', '13:00'])
      await flow(page).getByRole('button', { name: 'Ändra datum' }).click()

      // A day without times: the workshop comes back with one; booking without a time.
      await pick(empty)
      await expect(page.getByTestId('no-times')).toHaveText(
        'Det finns inga lediga tider att välja denna dag. Verkstaden återkommer till dig med en tid.',
      )
      const contact = page.getByRole('form', { name: 'Dina kontaktuppgifter' })
      await contact.getByLabel('Förnamn').fill('Erik')
      await contact.getByLabel('Efternamn').fill('Johansson')
      await contact.getByLabel('Mobilnummer').fill('+46 70 174 06 06')
      await contact.getByLabel('E-post').fill('erik@example.se')
      await contact.getByRole('button', { name: 'Genomför bokning' }).click()
      await expect(page.getByTestId('booking-error')).toHaveText('Tiden är inte längre ledig.')
      await expect(page.getByTestId('booking-error')).toHaveCSS('color', 'rgb(176, 0, 32)')
      expect(sent).toMatchObject({ bookingDate: `${empty}T00:00:00`, bookingStart: null })
      await axeClean(page)
    })

    test('the rating is marked done even when its call fails', async ({ page }) => {
      await page.addInitScript(
        ([key, session]) => {
          if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, session)
        },
        [
          SESSION_KEY,
          JSON.stringify({
            regNo: 'TYR456',
            validated: { status: 0, vehicles: [VEHICLE] },
            confirmation: {
              bookingConfirmationId: 'TH-TEST-1',
              appointmentTime: `${inDays(4)}T08:00:00`,
              isFullDay: false,
              services: [{ name: 'Hjulskifte' }],
              workshop: {
                name: 'Däckhotell Kungens Kurva',
                address: 'Kungens Kurva Ringväg 12, 141 75 Kungens Kurva',
                email: 'dackhotell.kungenskurva@example.se',
                phoneNumber: '08-46 50 06 05',
              },
              freeText: null,
              customerBase: {
                firstName: 'Erik',
                lastName: 'Johansson',
                email: 'erik@example.se',
                phoneMobile: '+46701740606',
              },
            },
          }),
        ],
      )
      await page.route('**/api/tirehotel/review/addReview', (route) => route.fulfill(json({ error: 'x' }, 503)))
      await page.goto(siteUrl('se', PAGE))
      await expect(page.getByTestId('screen-confirmation')).toBeVisible()
      await expect(page.getByTestId('summary')).toContainText('08:00')
      await starLabel(page, '2 av 5 stjärnor').click()
      await flow(page).getByRole('button', { name: 'Skicka omdöme' }).click()
      await expect(page.getByTestId('rating-thanks')).toHaveText('Tack för ditt omdöme!')
    })
  })
}
