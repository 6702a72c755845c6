import { createRng, type Rng } from '@/demo/random'

import {
  BRAND_CODES,
  DEALER_MARKETS,
  UK_SERVICE_NAMES,
  type BrandName,
  type DealerPlace,
  type Gendered,
  type MarketProfile,
} from './data'
import { dayOf, nextDay, nextSeason, weekdayAfter } from './dates'
import { SALES_GROUPS, type DepartmentGroup } from '@/features/dealers/options'
import type {
  DealerBrand,
  DealerSeed,
  DealerSiteData,
  DealerUser,
  Department,
  OpeningHour,
  OpeningSchedule,
} from '@/features/dealers/schema'
import { formatGeocoord } from '@/features/dealers/validation'

export { toDealerSummary } from '@/features/dealers/summary'

/**
 * Demo dealer sites for every market, built from `data.ts`. Each site draws from its own PRNG
 * seeded by its site_id, so the output is identical on every run and adding a place to one market
 * does not reshuffle the staff of the others.
 */

const DEPARTMENT_TYPES: Record<DepartmentGroup, string> = {
  'New cars': 'sales',
  'Used cars': 'sales',
  Workshop: 'service',
  Parts: 'parts',
  'Body work': 'bodyshop',
}

const ERP_SUFFIXES: Record<DepartmentGroup, string> = {
  'New cars': 'NEW',
  'Used cars': 'USED',
  Workshop: 'SRV',
  Parts: 'PRT',
  'Body work': 'BODY',
}

type HoursKind = keyof MarketProfile['hours']
const HOURS_KIND: Record<DepartmentGroup, HoursKind> = {
  'New cars': 'sales',
  'Used cars': 'sales',
  Workshop: 'workshop',
  Parts: 'parts',
  'Body work': 'workshop',
}

/** Date-only values at 12:00Z, as Payload's day picker stores them: the same calendar day in every market. */
const toDay = (day: string) => `${day}T12:00:00.000Z`

const fillDigits = (template: string, rng: Rng) => template.replace(/#/g, () => String(rng.int(0, 9)))

/** Mailbox-safe form of a name: 'Åberg' -> 'aberg', 'Sæther' -> 'saether', 'Kováčová' -> 'kovacova'. */
const mailbox = (text: string) =>
  text
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '')

const inGender = (word: Gendered, female: boolean) => (typeof word === 'string' ? word : female ? word.f : word.m)

const brand = (name: BrandName): DealerBrand => ({ name, brand_code: BRAND_CODES[name] })

/** A phone number from the template that no other number of the same site already uses. */
function uniquePhone(template: string, rng: Rng, used: Set<string>): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const phone = fillDigits(template, rng)
    if (!used.has(phone)) {
      used.add(phone)
      return phone
    }
  }
  throw new Error(`Phone template '${template}' has run out of numbers`)
}

function pickPerson(profile: MarketProfile, rng: Rng, usedNames: Set<string>) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const female = rng.chance(0.45)
    const first_name = rng.pick(female ? profile.people.female : profile.people.male)
    const last_name = inGender(rng.pick(profile.people.surnames), female)
    // Names are unique per market so that staff e-mail addresses are too.
    const key = `${first_name} ${last_name}`
    if (!usedNames.has(key)) {
      usedNames.add(key)
      return { first_name, last_name, female }
    }
  }
  throw new Error(`Market ${profile.index} has run out of staff names`)
}

function staff(
  group: DepartmentGroup,
  profile: MarketProfile,
  rng: Rng,
  usedNames: Set<string>,
  usedPhones: Set<string>,
): DealerUser[] {
  const titles = profile.titles[group]
  const isSales = SALES_GROUPS.includes(group)
  return Array.from({ length: rng.int(1, 4) }, (_, i) => {
    const { first_name, last_name, female } = pickPerson(profile, rng, usedNames)
    const title = inGender(i === 0 ? titles.lead : rng.pick(titles.staff), female)
    // Sellers always have an e-mail so every car can be contacted; back-office staff sometimes have neither.
    const email =
      isSales || rng.chance(0.8) ? `${mailbox(first_name)}.${mailbox(last_name)}@${profile.domain}` : undefined
    const phone = rng.chance(isSales ? 0.85 : 0.5) ? uniquePhone(rng.pick(profile.mobiles), rng, usedPhones) : undefined
    return { first_name, last_name, title, ...(phone && { phone }), ...(email && { email }) }
  })
}

/** The stocktaking day: 1 to 4 weeks after the seeding day, by site, on a weekday no holiday of the site takes. */
function stocktakingDay(siteId: number, today: string, taken: readonly string[]): string {
  let date = weekdayAfter(today, 7 + (siteId % 22))
  while (taken.includes(date)) date = weekdayAfter(date, 1)
  return date
}

/**
 * Vacation and deviation days from the seeding day `today` on: the coming Christmas period, the next
 * date of 2-3 of the market's holidays and a stocktaking day in the coming weeks (the site
 * page lists those of the coming weeks, so they must not be tied to one year).
 */
function siteSchedules(profile: MarketProfile, rng: Rng, siteId: number, today: string) {
  // One set of hours per kind and site, so New cars and Used cars of a showroom agree.
  const hours = (kind: HoursKind): OpeningHour[] =>
    profile.hours[kind].map(({ day, options }) => ({ day, displayText: rng.pick(options) }))
  const christmas = profile.christmas
  const season = nextSeason(
    { start: christmas.start, end: christmas.end, days: christmas.days.map(([day]) => day) },
    today,
  )
  const vacationdays = [
    {
      vacationtitle: christmas.title,
      vacationstart: toDay(season.start),
      vacationend: toDay(season.end),
      days: christmas.days.map(([, displayText], i) => ({ day: toDay(season.days[i]), displayText })),
    },
  ]
  const holidays = rng
    .shuffle(profile.holidays)
    .slice(0, rng.int(2, 3))
    .map(({ on, displayText, closed }) => ({ date: nextDay(on, today), displayText, closed }))
    // Two holidays may fall on one day (Whit Monday on 17 May in 2027): the first one keeps it.
    .filter((holiday, i, all) => all.findIndex((other) => other.date === holiday.date) === i)
  const stocktaking = {
    date: stocktakingDay(
      siteId,
      today,
      holidays.map((h) => h.date),
    ),
    ...profile.stocktaking,
  }
  const deviationdays = [...holidays, stocktaking]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(({ date, displayText, closed }) => ({ date: toDay(date), displayText, closed }))
  const schedules: Record<HoursKind, OpeningSchedule> = {
    sales: { openinghours: hours('sales'), vacationdays, deviationdays },
    workshop: { openinghours: hours('workshop'), vacationdays, deviationdays },
    parts: { openinghours: hours('parts'), vacationdays, deviationdays },
  }
  // Each department gets its own copy: Payload writes row ids into array rows, and a row object
  // shared by two departments would be inserted twice under one id.
  return (kind: HoursKind) => structuredClone(schedules[kind])
}

function dealer(
  profile: MarketProfile,
  place: DealerPlace,
  position: number,
  usedNames: Set<string>,
  today: string,
): DealerSeed {
  const site_id = String(profile.siteIdBase + position + 1)
  const rng = createRng(Number(site_id))
  const usedPhones = new Set<string>()
  const site_phone = uniquePhone(place.phone, rng, usedPhones)
  const scheduleFor = siteSchedules(profile, rng, Number(site_id), today)
  // Fresh brand rows per array for the same reason as the schedules.
  const brands = () => place.brands.map(brand)

  const site_departments: Department[] = place.departments.map((group) => {
    const service_name = profile.index === 'uk' ? UK_SERVICE_NAMES[group] : undefined
    return {
      name: profile.departmentNames[group],
      official_name: `${place.name} – ${profile.departmentNames[group]}`,
      phone: uniquePhone(place.phone, rng, usedPhones),
      email: `${profile.departmentMailboxes[group]}.${place.place}@${profile.domain}`,
      group,
      department_type: DEPARTMENT_TYPES[group],
      ...(service_name && { service_name }),
      brands: brands(),
      erp_id: `${site_id}-${ERP_SUFFIXES[group]}`,
      users: staff(group, profile, rng, usedNames, usedPhones),
      openingschedule: scheduleFor(HOURS_KIND[group]),
    }
  })

  return {
    siteKey: profile.index,
    index: profile.index,
    site_id,
    site_official_name: place.name,
    slug: place.slug,
    site_street: place.street,
    site_zip: place.zip,
    site_city: place.city,
    site_region: place.region,
    site_phone,
    site_email: `${place.place}@${profile.domain}`,
    site_geocoord: formatGeocoord(place),
    website_city: place.websiteCity,
    // Gaps of ten let editors slot a new site between two others without renumbering.
    website_sort_order: (position + 1) * 10,
    leads_email: `leads.${place.place}@${profile.domain}`,
    company_erp_id: profile.companyErpId,
    site_brands: brands(),
    site_departments,
  }
}

/**
 * About 30 dealer sites across se, bb, no, fi, sk and uk; the same call on the same day always returns
 * deep-equal data. `now` is the seeding clock the vacation and deviation days follow.
 */
export function generateDealers(now = new Date()): DealerSeed[] {
  const today = dayOf(now)
  return DEALER_MARKETS.flatMap(({ profile, places }) => {
    const usedNames = new Set<string>()
    return places.map((place, position) => dealer(profile, place, position, usedNames, today))
  })
}

export type DealerCreateData = DealerSiteData & { website: number }

/**
 * Create data for `payload.create({ collection: 'dealer-sites', data })`: the seed with `siteKey`
 * replaced by the id of the sites document it belongs to (the reference is named 'website', see
 * collection.ts).
 */
export function toDealerCreateData({ siteKey: _siteKey, ...data }: DealerSeed, websiteId: number): DealerCreateData {
  return { ...data, website: websiteId }
}
