/**
 * The ~30 demo workshop departments: the workshops of the Swedish dealer sites (se and
 * bb in src/demo/dealers) tied to their site, plus stand-alone service workshops across Sweden.
 * Capacity, hours and prices vary by a seeded PRNG, so every run gives the same data.
 */
import { dayOf, nextSeason } from '@/demo/dealers/dates'
import { generateDealers } from '@/demo/dealers/generate'
import { createRng, type Rng } from '@/demo/random'
import { parseGeocoord } from '@/features/dealers/validation'
import { BASE_OFFERINGS } from './catalogue'

export type DemoWorkshop = {
  departmentId: number
  name: string
  /** site_id of the dealer site whose workshop this is, or null. */
  dealerSiteId: string | null
  siteId: string
  street: string
  zip: string
  city: string
  latitude: number
  longitude: number
  email: string
  phone: string
  authorisedBrands: string[]
  offerings: string[]
  priceFactor: number
  capacity: {
    unitsPerDay: number
    stepMinutes: '15' | '30' | '60'
    leadMinutes: number
    fullDayDropOffBefore: string
    publicHolidays: 'SE'
    weeklyHours: {
      weekday: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
      open: string
      close: string
      units?: number
    }[]
    exceptions: { date: string; closed?: boolean; open?: string; close?: string; units?: number; note: string }[]
  }
}

type Place = { city: string; street: string; zip: string; lat: number; lng: number; phone: string }

/** Stand-alone workshops: real towns, fictional streets; phone numbers from PTS's fiction ranges. */
const STANDALONE: Place[] = [
  { city: 'Solna', street: 'Frösundaleden 4', zip: '169 70', lat: 59.36004, lng: 18.00002, phone: '08 465 004 11' },
  { city: 'Täby', street: 'Stockholmsvägen 55', zip: '187 30', lat: 59.44392, lng: 18.06873, phone: '08 465 004 12' },
  { city: 'Södertälje', street: 'Hovsjövägen 30', zip: '151 38', lat: 59.19554, lng: 17.62532, phone: '08 465 004 13' },
  { city: 'Nacka', street: 'Skvaltans väg 18', zip: '131 37', lat: 59.31051, lng: 18.16372, phone: '08 465 004 14' },
  { city: 'Järfälla', street: 'Veddestavägen 9', zip: '175 62', lat: 59.42304, lng: 17.83401, phone: '08 465 004 15' },
  {
    city: 'Göteborg Hisingen',
    street: 'Importgatan 20',
    zip: '422 46',
    lat: 57.72003,
    lng: 11.94002,
    phone: '031 390 06 11',
  },
  {
    city: 'Kungälv',
    street: 'Kongahällavägen 12',
    zip: '442 31',
    lat: 57.87062,
    lng: 11.98051,
    phone: '031 390 06 12',
  },
  { city: 'Lund', street: 'Traktorvägen 7', zip: '226 60', lat: 55.70471, lng: 13.19103, phone: '040 628 04 11' },
  { city: 'Helsingborg', street: 'Muskötgatan 3', zip: '254 66', lat: 56.04652, lng: 12.69451, phone: '040 628 04 12' },
  { city: 'Norrköping', street: 'Kabelgatan 6', zip: '602 23', lat: 58.58771, lng: 16.19243, phone: '013 ## ## 11' },
  { city: 'Gävle', street: 'Hamiltongatan 14', zip: '803 09', lat: 60.67492, lng: 17.14131, phone: '026 ## ## 11' },
  { city: 'Karlstad', street: 'Bergsgatan 101', zip: '652 25', lat: 59.37932, lng: 13.50362, phone: '054 ## ## 11' },
  { city: 'Borås', street: 'Getängsvägen 26', zip: '504 68', lat: 57.72104, lng: 12.94012, phone: '033 ## ## 11' },
  { city: 'Växjö', street: 'Mörners väg 52', zip: '352 46', lat: 56.87772, lng: 14.80913, phone: '0470 ## ## 11' },
  {
    city: 'Halmstad',
    street: 'Kristinebergsvägen 5',
    zip: '302 41',
    lat: 56.67453,
    lng: 12.85782,
    phone: '035 ## ## 11',
  },
  { city: 'Eskilstuna', street: 'Folkestaleden 8', zip: '633 42', lat: 59.36662, lng: 16.50771, phone: '016 ## ## 11' },
  { city: 'Luleå', street: 'Banvägen 2', zip: '973 46', lat: 65.58483, lng: 22.15472, phone: '0920 ## ## 11' },
]

const STANDALONE_BRANDS = ['Volvo', 'Kia', 'Toyota', 'Volkswagen', 'Skoda', 'Renault', 'Hyundai']

const digits = (template: string, rng: Rng) => template.replace(/#/g, () => String(rng.int(0, 9)))
const ascii = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '')

/** Metropolitan labour is dearer: a price factor per town size, with a little noise. */
const priceFactorFor = (city: string, rng: Rng) => {
  const level = /Stockholm|Solna|Täby|Nacka|Kungens|Järfälla/.test(city)
    ? 1.08
    : /Göteborg|Malmö|Lund|Mölndal|Uppsala/.test(city)
      ? 1.03
      : 0.97
  return Math.round((level + rng.next() * 0.06 - 0.03) * 100) / 100
}

/**
 * The holiday season's short days and skeleton staffing ('MM-DD'), resolved to the next season that has not
 * ended by the seeding day, so a demo seeded in any year shows them in the booking calendar.
 */
const HOLIDAY_SEASON = { start: '12-23', end: '01-05', days: ['12-23', '12-28', '12-29', '12-30', '01-05'] } as const

function capacity(rng: Rng, today: string): DemoWorkshop['capacity'] {
  const hours = rng.pick([
    ['07:00', '17:00'],
    ['07:00', '16:00'],
    ['07:30', '16:30'],
    ['08:00', '17:00'],
  ])
  const unitsPerDay = rng.int(2, 6)
  const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((weekday) => ({
    weekday,
    open: hours[0],
    close: weekday === 'fri' ? '15:00' : hours[1],
  }))
  const saturday = rng.chance(0.3) ? [{ weekday: 'sat' as const, open: '09:00', close: '14:00', units: 1 }] : []
  const [eve, ...rest] = nextSeason(HOLIDAY_SEASON, today).days
  const between = rest.slice(0, -1)
  const twelfthEve = rest[rest.length - 1]
  return {
    unitsPerDay,
    stepMinutes: '30',
    leadMinutes: 120,
    fullDayDropOffBefore: '08:00',
    publicHolidays: 'SE',
    weeklyHours: [...weekdays, ...saturday],
    exceptions: [
      { date: eve, open: hours[0], close: '12:00', note: 'Dan före julafton' },
      ...between.map((date) => ({ date, units: 1, note: 'Mellandagar' })),
      { date: twelfthEve, open: hours[0], close: '13:00', note: 'Trettondagsafton' },
    ],
  }
}

function offeringsFor(rng: Rng): string[] {
  const extras = ['GLS-WINDSHIELD', 'TYR-ALIGN', 'AC-SERVICE'].filter(() => rng.chance(0.6))
  return [...BASE_OFFERINGS, ...extras]
}

/** The demo workshops, ordered by departmentId; the same call on the same day returns deep-equal data. */
export function demoWorkshops(now = new Date()): DemoWorkshop[] {
  const today = dayOf(now)
  const tied = generateDealers(now)
    .filter((d) => d.index === 'se' || d.index === 'bb')
    .flatMap((d) => {
      const workshop = d.site_departments?.find((dep) => dep.group === 'Workshop')
      const position = parseGeocoord(d.site_geocoord)
      if (!workshop || !position) return []
      return [{ dealer: d, workshop, position }]
    })
  const out: DemoWorkshop[] = tied.map(({ dealer, workshop, position }, i) => {
    const rng = createRng(7000 + Number(dealer.site_id))
    return {
      departmentId: 101 + i,
      name: `${dealer.site_official_name} Verkstad`,
      dealerSiteId: dealer.site_id!,
      siteId: dealer.site_id!,
      street: dealer.site_street ?? '',
      zip: dealer.site_zip ?? '',
      city: dealer.site_city ?? '',
      latitude: position.lat,
      longitude: position.lng,
      email: workshop.email!,
      phone: workshop.phone!,
      authorisedBrands: (dealer.site_brands ?? []).map((b) => b.name),
      offerings: offeringsFor(rng),
      priceFactor: priceFactorFor(dealer.site_city ?? '', rng),
      capacity: capacity(rng, today),
    }
  })
  STANDALONE.forEach((place, i) => {
    const departmentId = 201 + i
    const rng = createRng(9000 + departmentId)
    out.push({
      departmentId,
      name: `Bilgruppen Service ${place.city}`,
      dealerSiteId: null,
      siteId: `W${departmentId}`,
      street: place.street,
      zip: place.zip,
      city: place.city,
      latitude: place.lat,
      longitude: place.lng,
      email: `verkstad.${ascii(place.city)}@bilgruppen.example`,
      phone: digits(place.phone, rng),
      authorisedBrands: rng.shuffle(STANDALONE_BRANDS).slice(0, rng.int(0, 2)),
      offerings: offeringsFor(rng),
      priceFactor: priceFactorFor(place.city, rng),
      capacity: capacity(rng, today),
    })
  })
  return out
}
