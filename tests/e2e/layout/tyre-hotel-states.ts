/**
 * The tyre hotel's screens after the one-time code, for the layout checks. A code costs one of the plate's ten
 * a day and a new one ends the plate's others, which the tyre hotel's own tests (tyre-hotel.spec.ts) use at the
 * same time; and a booking takes the agreement's one open booking. So these views start from the state the flow
 * keeps in its tab after a sign-in (its sessionStorage), and the API answers after the sign-in are given here in
 * the API's own shapes, built from the demo's agreement and station: the screens are drawn as a visitor sees them.
 */
import type { Page } from '@playwright/test'
import { DEMO_AGREEMENTS, DEMO_STATIONS } from '@/demo/tyre-hotel/data'

const SESSION_KEY = 'tirehotel'
const agreement = DEMO_AGREEMENTS.find((a) => a.plate === 'TYR123')!
const station = DEMO_STATIONS.find((s) => s.erpId === agreement.station)!
const location = {
  locationName: station.locationName,
  departmentName: station.departmentName,
  erpId: station.erpId,
  phone: station.phone,
  email: station.email,
}

/** TYR123 as /authorization/validate answers it: two of its tyres carry warnings, so the tread cards show. */
const vehicle = {
  regNo: agreement.plate,
  ...agreement.vehicle,
  location,
  tires: agreement.tires.map((t) => ({
    equipmentPosition: t.equipmentPosition,
    wheel: {
      name: t.name,
      ...agreement.size,
      threadDepth: t.depth,
      threadStatusId: Number(t.status),
      threadStatusMessage: t.message ?? '',
    },
  })),
}

const ymd = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const json = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) })

/** The tab's session before the page's scripts run; each width's new visit (cleared storage) gets it again. */
async function signedIn(page: Page, extra: Record<string, unknown> = {}) {
  const session = JSON.stringify({
    regNo: agreement.plate,
    validated: { status: 0, vehicles: [vehicle] },
    disclaimerApproved: true,
    ...extra,
  })
  await page.addInitScript(([key, value]) => sessionStorage.getItem(key) ?? sessionStorage.setItem(key, value), [
    SESSION_KEY,
    session,
  ] as const)
}

/** The code screen: the plate found by the real search, the login (which texts a code) answered here. */
export async function beforeCode(page: Page) {
  await page.route('**/api/tirehotel/authorization/login**', (route) =>
    route.fulfill(json({ authorizationToken: 'layout-check' })),
  )
}
export async function toCode(page: Page) {
  await page.getByTestId('regno').fill(agreement.plate)
  await page.getByTestId('search-submit').click()
  await page.getByTestId('screen-login').waitFor()
  await page.getByTestId('send-code').click()
  await page.getByTestId('screen-validate').waitFor()
}

export const beforeLoggedIn = (page: Page) => signedIn(page)
export const toLoggedIn = (page: Page) => page.getByTestId('screen-logged-in').waitFor()

/** The booking screen with a day and a time chosen, so the date picker, the times and the contact form all show. */
export async function beforeBooking(page: Page) {
  await signedIn(page)
  const days = [4, 5, 8, 12].map(ymd)
  await page.route('**/api/tirehotel/booking/GetTimeslotDays**', (route) =>
    route.fulfill(json({ availableDates: days.map((date) => ({ date })) })),
  )
  await page.route('**/api/tirehotel/booking/GetTimeslots**', (route) => {
    const day = (route.request().postDataJSON() as { startDate: string }).startDate
    return route.fulfill(
      json({
        availableTimeSlotDates: [
          { startTime: ['08:00', '09:30', '11:00', '13:30', '15:00'].map((t) => `${day}T${t}:00`) },
        ],
      }),
    )
  })
}
export async function toBooking(page: Page) {
  await page.getByTestId('screen-logged-in').waitFor()
  await page.getByTestId('tyre-hotel').getByRole('button', { name: 'Boka hjulskifte' }).click()
  const picker = page.getByTestId('date-picker')
  const day = picker.locator('button[data-date]').first()
  // The first free day may fall in next month.
  await picker.waitFor()
  while (!(await day.isVisible())) await picker.getByTestId('month-next').click()
  await day.click()
  await page.getByTestId('time-grid').getByRole('button').first().click()
  await page.getByRole('form', { name: 'Dina kontaktuppgifter' }).waitFor()
}

/** The confirmation as the booking call answers it, kept in the tab's session. */
export const beforeConfirmation = (page: Page) =>
  signedIn(page, {
    confirmation: {
      bookingConfirmationId: 'TH-LAYOUT-1',
      appointmentTime: `${ymd(4)}T09:30:00`,
      isFullDay: false,
      services: [{ name: 'Hjulskifte' }],
      workshop: {
        name: station.locationName,
        address: `${station.street}, ${station.zip} ${station.city}`,
        email: station.email,
        phoneNumber: station.phone,
      },
      freeText: 'Jag lämnar bilen vid receptionen.',
      customerBase: {
        firstName: agreement.customer.firstName,
        lastName: agreement.customer.lastName,
        email: agreement.customer.email,
        phoneMobile: agreement.mobile,
      },
    },
  })
export const toConfirmation = (page: Page) => page.getByTestId('screen-confirmation').waitFor()
