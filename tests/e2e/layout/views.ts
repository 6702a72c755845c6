/**
 * The page kinds the layout checks visit on each demo site: a path per kind, or a way to reach
 * the state (a car found through the site's own list, a form sent empty, compare opened). The demo seed is
 * deterministic, so the paths are written out; a car is picked from its list at run time, so the checks
 * follow the seed's cars rather than fixed ids.
 */
import type { Page } from '@playwright/test'
import * as tyreHotel from './tyre-hotel-states'

export type ViewKind =
  | 'home'
  | 'content'
  | 'car-list'
  | 'car-list-filtered'
  | 'car-detail'
  | 'car-detail-private-leasing'
  | 'compare-open'
  | 'dealer-list'
  | 'dealer-page'
  | 'stories'
  | 'story'
  | 'service-booking'
  | 'service-booking-services'
  | 'service-booking-addons'
  | 'service-booking-workshop'
  | 'service-booking-confirmed'
  | 'tyre-hotel'
  | 'tyre-hotel-login'
  | 'tyre-hotel-code'
  | 'tyre-hotel-logged-in'
  | 'tyre-hotel-booking'
  | 'tyre-hotel-confirmation'
  | 'sell-car-errors'
  | 'contact-errors'
  | 'service-form-no-errors'
  | 'finance-calculator'
  | 'style-guide'
  | 'favourites-empty'
  | 'favourites'

/** A site as the checks see it: the host key, the path prefix of the locale, the page's language. */
export type SiteLocale = { site: string; prefix: string; lang: string; label: string }

export type View = {
  kind: ViewKind
  path: string
  /** Sets the tab up before the page loads (its stored state, answers of the API). */
  before?: (page: Page) => Promise<void>
  /** Brings the page into the state to check, after it loaded. */
  act?: (page: Page) => Promise<void>
}

/** The first car on a car list, as a path: every car-detail view starts from a list a visitor can see. */
export async function firstCarPath(page: Page, listPath: string): Promise<string> {
  await page.goto(listPath, { waitUntil: 'commit' })
  const href = await page.getByTestId('car-list-grid').locator('a[href]').first().getAttribute('href')
  if (!href) throw new Error(`no car on ${listPath}`)
  return href
}

const submitEmpty = (testId: string) => async (page: Page) => {
  const form = page.getByTestId(testId)
  await form.scrollIntoViewIfNeeded()
  await form.locator('button[type=submit]').first().click()
  await form.getByRole('alert').first().or(form.locator('[aria-invalid=true]').first()).waitFor()
}

const openCompare = async (page: Page) => {
  const toggles = page.getByTestId('car-list-grid').getByTestId('compare-toggle')
  for (let i = 0; i < 2; i++) await toggles.nth(i).click()
  await page.getByTestId('compare-tray').getByTestId('compare-open').click()
  await page.getByTestId('compare-modal').waitFor()
}

/** The favourites page of a visitor who kept none yet: drawn once the browser's storage has been read. */
const favouritesEmpty = async (page: Page) => {
  await page.getByTestId('favourites-empty').waitFor()
}

/**
 * The favourites page with two cars kept: the first two hearts of the site's car list pressed (as a visitor does;
 * the cars follow the seed), then the page opened again.
 */
const keepTwoFavourites = (listPath: string) => async (page: Page) => {
  const favourites = page.url()
  await page.goto(new URL(listPath, favourites).toString())
  const hearts = page.getByTestId('car-list-grid').getByTestId('favourite-toggle')
  for (const i of [0, 1]) {
    await hearts.nth(i).click()
    await page.locator('[data-testid=car-list-grid] [data-testid=favourite-toggle][aria-pressed=true]').nth(i).waitFor()
  }
  await page.goto(favourites)
  await page.getByTestId('favourites-items').locator(':scope > li').nth(1).waitFor()
}

/** Service booking, step 1 done: ABC123 (the demo's Volvo with a service agreement) near Uppsala. */
const bookingServices = async (page: Page) => {
  await page.getByTestId('plate-input').fill('ABC123')
  await page.getByTestId('place-input').fill('Upps')
  await page.getByRole('option', { name: /^Uppsala,/ }).click()
  await page.getByTestId('vehicle-continue').click()
  await page.getByTestId('step-service').waitFor()
}
/** Step 2 done with the tyre change (every demo workshop offers it): the add-ons. */
const bookingAddons = async (page: Page) => {
  await bookingServices(page)
  await page.getByTestId('offering-TYR-CHANGE').getByRole('checkbox').check()
  await page.getByTestId('services-continue').click()
  await page.getByTestId('step-addon').waitFor()
}
/** Step 3 skipped: the workshops, the first one's times open and one picked, the contact form below. */
const bookingWorkshop = async (page: Page) => {
  await bookingAddons(page)
  await page.getByTestId('addons-skip').click()
  await page.getByTestId('show-times').first().click()
  await page.getByTestId('slot').or(page.getByTestId('full-day')).first().click()
  await page.getByTestId('chosen-slot').waitFor()
}
/**
 * Step 4 done: a real booking of the first workshop's last time in its first week (the booking flow's own tests
 * take the first), with contact details as a visitor types them; the confirmation with its map.
 */
const bookingConfirmed = async (page: Page) => {
  await bookingAddons(page)
  await page.getByTestId('addons-skip').click()
  await page.getByTestId('show-times').first().click()
  await page.locator('[data-testid=slot]:visible, [data-testid=full-day]:visible').last().click()
  const contact = page.getByTestId('booking-contact')
  await contact.locator('input[name=firstName]').fill('Anna')
  await contact.locator('input[name=lastName]').fill('Svensson-Lindqvist')
  await contact.locator('input[name=phone]').fill('070-123 45 67')
  await contact.locator('input[name=email]').fill('anna.svensson-lindqvist@example.se')
  await contact.locator('button[type=submit]').click()
  await page.getByTestId('booking-confirmed').waitFor()
}
/** The tyre hotel's second screen: TYR123 found, before a code is sent (codes per plate are limited). */
const tyreHotelLogin = async (page: Page) => {
  await page.getByTestId('regno').fill('TYR123')
  await page.getByTestId('search-submit').click()
  await page.getByTestId('screen-login').waitFor()
}

type SitePaths = {
  home: string
  content: string
  carList: string
  brand: string
  dealerList: string
  dealerPage: string
  stories: string
  story: string
  financeCalculator?: string
  styleGuide?: string
  privateLeasingList?: string
  serviceBooking?: string
  tyreHotel?: string
  sellCar?: string
  serviceFormNo?: string
  /** The page holding the favourites block (the demo seeds one per site and language). */
  favourites: string
}

const PATHS: Record<string, SitePaths> = {
  se: {
    home: '/',
    content: '/kop-bil/bilagande/finansiera-din-bil',
    carList: '/kop-bil/alla-bilar-i-lager',
    brand: 'Volvo',
    dealerList: '/anlaggningar',
    dealerPage: '/anlaggningar/bilgruppen-kungens-kurva',
    stories: '/nyheter',
    story: '/nyheter/bilgruppen-50-ar',
    financeCalculator: '/rakna-pa-finansiering',
    styleGuide: '/stilguide',
    privateLeasingList: '/kop-bil/privatleasing-bilar',
    serviceBooking: '/service-och-verkstad/boka-bilverkstad',
    tyreHotel: '/dack-och-biltillbehor/dackhotell',
    sellCar: '/salj-bil',
    favourites: '/favoriter',
  },
  'se/en': {
    home: '/en',
    content: '/en/about-bilgruppen/about-us',
    carList: '/en/buy-car/all-cars-in-stock',
    brand: 'Volvo',
    dealerList: '/en/locations',
    dealerPage: '/en/locations/bilgruppen-kungens-kurva',
    stories: '/en/news',
    story: '/en/news/bilgruppen-50-ar',
    financeCalculator: '/en/finance-calculator',
    serviceBooking: '/en/service-and-workshop/book-a-workshop',
    favourites: '/en/favourites',
  },
  bb: {
    home: '/',
    content: '/bilagande/att-kopa-begagnad-bil',
    carList: '/kop-bil/alla-begagnade-bilar',
    brand: 'Kia',
    dealerList: '/hitta-oss',
    dealerPage: '/hitta-oss/malmo',
    stories: '/nyheter',
    story: '/nyheter/nu-oppnar-vi-i-molndal',
    financeCalculator: '/rakna-pa-finansiering',
    favourites: '/favoriter',
  },
  no: {
    home: '/',
    content: '/bileierskap/garanti',
    carList: '/kjop-bil',
    brand: 'Volkswagen',
    dealerList: '/finn-oss',
    dealerPage: '/finn-oss/oslo-outlet',
    stories: '/nyheter',
    story: '/nyheter/vi-sponser-lokale-idrettslag',
    financeCalculator: '/finansieringskalkulator',
    serviceFormNo: '/bileierskap/bestill-verksted',
    favourites: '/favoritter',
  },
  'no/en': {
    home: '/en',
    content: '/en/about-bilgruppen/about-us',
    carList: '/en/buy-car',
    brand: 'Volkswagen',
    dealerList: '/en/find-us',
    dealerPage: '/en/find-us/oslo-outlet',
    stories: '/en/news',
    story: '/en/news/vi-sponser-lokale-idrettslag',
    financeCalculator: '/en/finance-calculator',
    serviceFormNo: '/en/car-ownership/book-workshop',
    favourites: '/en/favourites',
  },
  fi: {
    home: '/',
    content: '/auton-omistaminen/huolto',
    carList: '/autot',
    brand: 'Kia',
    dealerList: '/loyda-meidat',
    dealerPage: '/loyda-meidat/helsinki',
    stories: '/ajankohtaista',
    story: '/ajankohtaista/vuoden-autoliike',
    financeCalculator: '/rahoituslaskuri',
    favourites: '/suosikit',
  },
  'fi/sv': {
    home: '/sv',
    content: '/sv/om-oss/om-autoryhma',
    carList: '/sv/bilar',
    brand: 'Kia',
    dealerList: '/sv/hitta-oss',
    dealerPage: '/sv/hitta-oss/helsinki',
    stories: '/sv/aktuellt',
    story: '/sv/aktuellt/vuoden-autoliike',
    financeCalculator: '/sv/rakna-pa-finansiering',
    favourites: '/sv/favoriter',
  },
  sk: {
    home: '/',
    content: '/o-autoskupina/vyhody-a-benefity',
    carList: '/vlastnictvo-auta/kupit-jazdene-auto',
    brand: 'Kia',
    dealerList: '/kontakty',
    dealerPage: '/kontakty/autocentrum-bratislava',
    stories: '/novinky',
    story: '/novinky/ako-vybrat-jazdene-auto',
    financeCalculator: '/financna-kalkulacka',
    favourites: '/oblubene',
  },
  uk: {
    home: '/',
    content: '/about-us/who-are-we',
    carList: '/buy-car/used-cars/all-used-cars',
    brand: 'BMW',
    dealerList: '/find-us',
    dealerPage: '/find-us/mercedes-benz-west-london',
    stories: '/news-and-events',
    story: '/news-and-events/winter-driving-checklist',
    financeCalculator: '/finance-calculator',
    styleGuide: '/style-guide',
    sellCar: '/sell-car',
    favourites: '/favourites',
  },
}

export const SITE_LOCALES: SiteLocale[] = Object.keys(PATHS).map((label) => {
  const [site, locale] = label.split('/')
  const lang = locale ?? { se: 'sv', bb: 'sv', no: 'nb', fi: 'fi', sk: 'sk', uk: 'en' }[site]!
  return { site, prefix: locale ? `/${locale}` : '', lang, label }
})

/**
 * What a second language or a second brand of a market adds to the checks: its texts (length, wrapping, words of
 * the other language) and its theme, on the pages that show most of them. The same components in the same theme
 * with the same texts are checked once, on the market's first site and language; flows walked step by step too.
 */
const VARIANT_KINDS: ReadonlySet<ViewKind> = new Set<ViewKind>([
  'home',
  'content',
  'car-list-filtered',
  'car-detail',
  'dealer-page',
  'story',
  'finance-calculator',
  'service-booking-workshop',
  'favourites',
])
const isVariant = (label: string) => label.includes('/') || label === 'bb'

/** The views of one site and locale; car pages are found through `firstCarPath` when the view runs. */
export function viewsOf(label: string): View[] {
  const all = allViewsOf(label)
  return isVariant(label) ? all.filter((view) => VARIANT_KINDS.has(view.kind)) : all
}

function allViewsOf(label: string): View[] {
  const p = PATHS[label]
  const views: View[] = [
    { kind: 'home', path: p.home },
    { kind: 'content', path: p.content },
    { kind: 'car-list', path: p.carList },
    { kind: 'car-list-filtered', path: `${p.carList}?car_brand=${encodeURIComponent(p.brand)}` },
    { kind: 'car-detail', path: `car:${p.carList}` },
    { kind: 'compare-open', path: p.carList, act: openCompare },
    { kind: 'contact-errors', path: `car:${p.carList}`, act: submitEmpty('contact-form') },
    { kind: 'dealer-list', path: p.dealerList },
    { kind: 'dealer-page', path: p.dealerPage },
    { kind: 'stories', path: p.stories },
    { kind: 'story', path: p.story },
    { kind: 'favourites-empty', path: p.favourites, act: favouritesEmpty },
    { kind: 'favourites', path: p.favourites, act: keepTwoFavourites(p.carList) },
  ]
  if (p.financeCalculator) views.push({ kind: 'finance-calculator', path: p.financeCalculator })
  if (p.styleGuide) views.push({ kind: 'style-guide', path: p.styleGuide })
  if (p.privateLeasingList) views.push({ kind: 'car-detail-private-leasing', path: `car:${p.privateLeasingList}` })
  if (p.serviceBooking) {
    views.push({ kind: 'service-booking', path: p.serviceBooking })
    views.push({ kind: 'service-booking-services', path: p.serviceBooking, act: bookingServices })
    views.push({ kind: 'service-booking-addons', path: p.serviceBooking, act: bookingAddons })
    views.push({ kind: 'service-booking-workshop', path: p.serviceBooking, act: bookingWorkshop })
    views.push({ kind: 'service-booking-confirmed', path: p.serviceBooking, act: bookingConfirmed })
  }
  if (p.tyreHotel) {
    views.push({ kind: 'tyre-hotel', path: p.tyreHotel })
    views.push({ kind: 'tyre-hotel-login', path: p.tyreHotel, act: tyreHotelLogin })
    views.push({ kind: 'tyre-hotel-code', path: p.tyreHotel, before: tyreHotel.beforeCode, act: tyreHotel.toCode })
    views.push({
      kind: 'tyre-hotel-logged-in',
      path: p.tyreHotel,
      before: tyreHotel.beforeLoggedIn,
      act: tyreHotel.toLoggedIn,
    })
    views.push({
      kind: 'tyre-hotel-booking',
      path: p.tyreHotel,
      before: tyreHotel.beforeBooking,
      act: tyreHotel.toBooking,
    })
    views.push({
      kind: 'tyre-hotel-confirmation',
      path: p.tyreHotel,
      before: tyreHotel.beforeConfirmation,
      act: tyreHotel.toConfirmation,
    })
  }
  if (p.sellCar) views.push({ kind: 'sell-car-errors', path: p.sellCar, act: submitEmpty('sell-car-form') })
  if (p.serviceFormNo)
    views.push({ kind: 'service-form-no-errors', path: p.serviceFormNo, act: submitEmpty('service-form-no') })
  return views
}
