import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from './test'
import { cancelTyreBookings, mailsTo, manageLinkTo, siteUrl } from './helpers'
import { ownAgreement, textedCode } from './tyre-hotel-customers'

/**
 * A wheel change managed by the link of its confirmation (docs/api.md "Bookings managed by link"): booked through the
 * tyre hotel's API from the page, the link read from the confirmation's .eml, the booking opened on the tyre hotel
 * page, moved to another time with the station's own times, then cancelled after the question; axe clean at every
 * stage. Each width has a customer of its own, made through the CMS: the flow's tests use the demo plates at the same
 * time, and a new code or booking of a plate would end theirs.
 */

const PAGE = '/dack-och-biltillbehor/dackhotell'
const MANAGE = '[data-testid="booking-manage"]'
const CUSTOMERS = {
  1280: { plate: 'TYR357', mobile: '+46701740357' },
  375: { plate: 'TYR358', mobile: '+46701740358' },
} as const

const severe = async (page: Page, only?: string) =>
  (await (only ? new AxeBuilder({ page }).include(only) : new AxeBuilder({ page })).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)

type Answer = { status: number; json: Record<string, unknown> }

/** A call from the page, as the tyre hotel's front end makes it (same origin, its session cookie). */
const api = (page: Page, url: string, body?: unknown): Promise<Answer> =>
  page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    },
    { url, body },
  )

/** Signs in with the texted code and books the first time of the `nth` day the station offers; returns the day. */
async function bookWheelChange(page: Page, customer: { plate: string; mobile: string }, email: string, nth: number) {
  await page.goto(siteUrl('se', '/'))
  const found = (await page.evaluate(
    async (plate) => (await fetch(`/api/tirehotel/authorization/search?regNo=${plate}`)).json(),
    customer.plate,
  )) as { encryptedPhoneNumber: string }
  const login = await api(
    page,
    `/api/tirehotel/authorization/login?encryptedPhoneNumber=${encodeURIComponent(found.encryptedPhoneNumber)}`,
  )
  expect(login.status).toBe(200)
  const token = encodeURIComponent(login.json.authorizationToken as string)
  await expect.poll(() => textedCode(customer.mobile), { timeout: 30_000 }).toMatch(/^\d{4}$/)
  const code = await textedCode(customer.mobile)
  expect((await api(page, `/api/tirehotel/authorization/validate?authToken=${token}&otpToken=${code}`)).status).toBe(
    200,
  )
  const days = await api(page, '/api/tirehotel/booking/GetTimeslotDays?workshopIdentifier=TH-KK01', {
    startDate: '2020-01-01',
    endDate: '2099-12-31',
    regNo: 'VO',
  })
  const { date } = (days.json.availableDates as { date: string }[])[nth]
  const slots = await api(page, '/api/tirehotel/booking/GetTimeslots?workshopIdentifier=TH-KK01', {
    startDate: date,
    endDate: date,
    regNo: 'VO',
  })
  const at = (slots.json.availableTimeSlotDates as { startTime: string[] }[])[0].startTime[0]
  const booked = await api(page, '/api/tirehotel/booking/create?departmentIdentifier=TH-KK01', {
    bookingDate: at,
    bookingStart: at,
    regNo: customer.plate,
    freeText: '',
    customer: { firstName: 'Karin', lastName: 'Berg', email, phoneMobile: customer.mobile.replace('+46', '0') },
  })
  expect(booked.status).toBe(200)
}

/** Picks the first time in the manage view's week tabs on a day other than the booked one. */
async function pickOtherTime(page: Page) {
  const booked = (await page.getByTestId('manage-time').textContent()) ?? ''
  const tabs = page.getByRole('tablist').getByRole('tab')
  await expect(tabs.first()).toBeVisible()
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click()
    const groups = page.getByRole('tabpanel').getByRole('group')
    for (let g = 0; g < (await groups.count()); g++) {
      const group = groups.nth(g)
      const label = (await group.getAttribute('aria-label')) ?? ''
      if (booked.includes(label) || !(await group.getByTestId('slot').count())) continue
      await group.getByTestId('slot').first().click()
      return label
    }
  }
  throw new Error('no other free time in the loaded weeks')
}

for (const width of [1280, 375] as const) {
  test.describe(`a wheel change managed by its link at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('opens from the confirmation e-mail, moves to another time, then cancels; axe clean', async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000)
      const customer = CUSTOMERS[width]
      const email = `tyre.${width}.${Date.now()}@example.se`
      await ownAgreement(request, {
        mobile: customer.mobile,
        customer: { firstName: 'Karin', lastName: 'Berg', email: 'karin.berg@example.se' },
        vehicle: {
          regNo: customer.plate,
          name: 'Volvo XC40 Recharge',
          brand: 'Volvo',
          brandCode: 'VO',
          model: 'XC40',
          productId: 'TH-BAS-19',
          packageLevel: 'Bas',
        },
      })
      // A car has one open wheel change at a time: an earlier run's booking is cancelled first.
      await cancelTyreBookings(request, customer.plate)
      await bookWheelChange(page, customer, email, width === 1280 ? 2 : 6)

      const link = await manageLinkTo(email)
      expect(link).toContain(`${PAGE}?manage=`)
      await page.goto(link)
      const manage = page.getByTestId('booking-manage')
      await expect(manage.getByRole('heading', { name: 'Din bokning' })).toBeVisible()
      await expect(manage).toContainText(customer.plate)
      await expect(manage).toContainText('Hjulskifte')
      expect(page.url()).not.toContain('manage=')
      expect(await severe(page)).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`tyre-manage-${width}.png`), fullPage: true })

      await manage.getByTestId('manage-change').click()
      const moved = await pickOtherTime(page)
      expect(await severe(page, MANAGE)).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`tyre-manage-change-${width}.png`), fullPage: true })
      await manage.getByTestId('manage-move').click()
      await expect(manage.getByTestId('manage-notice')).toContainText('Bokningen är flyttad till')
      await expect(manage.getByTestId('manage-time')).toContainText(moved)

      await manage.getByTestId('manage-cancel').click()
      await expect(manage.getByTestId('manage-cancel-ask')).toBeVisible()
      await manage.getByTestId('manage-cancel-yes').click()
      await expect(manage).toHaveAttribute('data-status', 'cancelled')
      await expect(manage.getByTestId('manage-change')).toHaveCount(0)
      expect(await severe(page, MANAGE)).toEqual([])
      await page.screenshot({ path: testInfo.outputPath(`tyre-manage-cancelled-${width}.png`), fullPage: true })
      // The cancellation reaches the customer with its calendar update (the .ics is checked in the integration tests).
      await expect
        .poll(() => mailsTo(email).some((m) => m.includes('Avbokad') && m.includes('text/calendar')), {
          timeout: 30_000,
        })
        .toBe(true)
    })
  })
}
