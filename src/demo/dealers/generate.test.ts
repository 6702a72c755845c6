import { describe, expect, it } from 'vitest'

import { SEARCH_INDICES, type SearchIndex } from '@/sites/markets'

import { generateDealers } from './generate'
import { dealerSeedSchema, type DealerSeed } from '@/features/dealers/schema'
import { isValidPhone, parseGeocoord } from '@/features/dealers/validation'

/** The seeding clock: the demo's vacation and deviation days follow it. */
const NOW = new Date('2026-11-26T09:00:00Z')
const dealers = generateDealers(NOW)
const byIndex = (index: SearchIndex) => dealers.filter((d) => d.index === index)

/** Rough national bounding boxes [minLat, maxLat, minLng, maxLng]. */
const BOUNDS: Record<SearchIndex, [number, number, number, number]> = {
  se: [55.0, 69.1, 10.9, 24.2],
  bb: [55.0, 69.1, 10.9, 24.2],
  no: [57.9, 71.2, 4.5, 31.2],
  fi: [59.7, 70.1, 20.5, 31.6],
  sk: [47.7, 49.6, 16.8, 22.6],
  uk: [49.9, 60.9, -8.2, 1.8],
}

const allPhones = (d: DealerSeed) => [
  d.site_phone,
  ...(d.site_departments ?? []).flatMap((dep) => [dep.phone, ...(dep.users ?? []).map((u) => u.phone)]),
]

describe('generateDealers', () => {
  it('is deterministic', () => {
    expect(generateDealers(NOW)).toEqual(dealers)
    expect(JSON.stringify(generateDealers(NOW))).toBe(JSON.stringify(dealers))
  })

  it('produces about 30 sites spread over every market', () => {
    expect(dealers).toHaveLength(30)
    const counts = Object.fromEntries(SEARCH_INDICES.map((index) => [index, byIndex(index).length]))
    expect(counts).toEqual({ se: 10, bb: 3, no: 5, fi: 4, sk: 2, uk: 6 })
    for (const d of dealers) expect(d.siteKey).toBe(d.index)
  })

  it('matches the collection schema', () => {
    for (const d of dealers) expect(dealerSeedSchema.safeParse(d).error).toBeUndefined()
  })

  it('gives every site a unique site_id and a slug unique within its market', () => {
    expect(new Set(dealers.map((d) => d.site_id)).size).toBe(dealers.length)
    for (const index of SEARCH_INDICES) {
      const slugs = byIndex(index).map((d) => d.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
    }
  })

  it('uses the location slugs the redirect tables point at (spec 2 §2.7)', () => {
    const slugs = (index: SearchIndex) => byIndex(index).map((d) => d.slug)
    expect(slugs('bb')).toEqual(['kungens-kurva', 'malmo', 'molndal'])
    expect(slugs('no')).toEqual(expect.arrayContaining(['lillestrom', 'kristiansand', 'stavanger']))
    expect(slugs('no').some((slug) => slug.includes('outlet'))).toBe(true)
    expect(slugs('sk').some((slug) => slug.endsWith('-bratislava'))).toBe(true)
    for (const slug of slugs('se')) expect(slug).toMatch(/^bilgruppen-[a-z-]+$/)
  })

  it('places every site inside its country', () => {
    for (const d of dealers) {
      const position = parseGeocoord(d.site_geocoord)
      expect(position, d.slug).not.toBeNull()
      const [minLat, maxLat, minLng, maxLng] = BOUNDS[d.index]
      expect(position!.lat, d.slug).toBeGreaterThanOrEqual(minLat)
      expect(position!.lat, d.slug).toBeLessThanOrEqual(maxLat)
      expect(position!.lng, d.slug).toBeGreaterThanOrEqual(minLng)
      expect(position!.lng, d.slug).toBeLessThanOrEqual(maxLng)
    }
  })

  it('only writes phone numbers the contact-form rule accepts', () => {
    for (const d of dealers) {
      for (const phone of allPhones(d))
        if (phone !== undefined) expect(isValidPhone(phone), `${d.slug} ${phone}`).toBe(true)
    }
  })

  it('gives every site departments with 1-4 staff and unique staff e-mails per market', () => {
    for (const index of SEARCH_INDICES) {
      const emails: string[] = []
      for (const d of byIndex(index)) {
        expect(d.site_departments?.length, d.slug).toBeGreaterThan(0)
        for (const dep of d.site_departments ?? []) {
          expect(dep.users?.length).toBeGreaterThanOrEqual(1)
          expect(dep.users?.length).toBeLessThanOrEqual(4)
          for (const user of dep.users ?? []) if (user.email) emails.push(user.email)
        }
      }
      expect(new Set(emails).size, index).toBe(emails.length)
    }
  })

  it('writes country-shaped postcodes', () => {
    const zip: Record<SearchIndex, RegExp> = {
      se: /^\d{3} \d{2}$/,
      bb: /^\d{3} \d{2}$/,
      no: /^\d{4}$/,
      fi: /^\d{5}$/,
      sk: /^\d{3} \d{2}$/,
      uk: /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/,
    }
    for (const d of dealers) expect(d.site_zip, d.slug).toMatch(zip[d.index])
  })

  it('schedules the coming Christmas period, the next dates of 2-3 holidays and a stocktaking day 1-4 weeks ahead, as calendar days at 12:00Z', () => {
    const day = (offset: number, from: string) =>
      new Date(Date.parse(`${from}T12:00:00Z`) + offset * 86_400_000).toISOString()
    // Late in the year (Christmas in the coming weeks), and in a year long after the data was written.
    for (const [now, year] of [
      [NOW, 2026],
      [new Date('2031-01-07T09:00:00Z'), 2031],
    ] as const) {
      const today = now.toISOString().slice(0, 10)
      for (const d of generateDealers(now)) {
        const where = `${d.slug} ${today}`
        for (const dep of d.site_departments ?? []) {
          const schedule = dep.openingschedule!
          expect(schedule.openinghours?.length).toBeGreaterThan(0)
          const [vacation] = schedule.vacationdays ?? []
          expect(vacation.vacationend >= day(0, today), where).toBe(true)
          expect(vacation.vacationstart, where).toBe(`${year}-12-24T12:00:00.000Z`)
          expect(vacation.vacationend.slice(0, 4), where).toBe(String(year + 1))
          for (const { day: date } of vacation.days ?? [])
            expect(date >= vacation.vacationstart && date <= vacation.vacationend, where).toBe(true)
          const deviations = schedule.deviationdays ?? []
          expect(deviations.length).toBeGreaterThanOrEqual(2)
          expect(deviations.length).toBeLessThanOrEqual(4)
          expect(new Set(deviations.map((x) => x.date)).size).toBe(deviations.length)
          for (const { date } of deviations)
            expect(date >= day(0, today) && date < day(366, today), `${where} ${date}`).toBe(true)
          const stocktaking = deviations.filter((x) =>
            /^(Inventering|Varetelling|Inventaario|Inventúra|Stocktaking):/.test(x.displayText),
          )
          expect(stocktaking).toHaveLength(1)
          expect(stocktaking[0].date >= day(7, today) && stocktaking[0].date <= day(35, today), where).toBe(true)
          expect([0, 6]).not.toContain(new Date(stocktaking[0].date).getUTCDay())
        }
      }
    }
  })

  it('shares no objects between departments (Payload writes row ids into them)', () => {
    const seen = new Set<object>()
    const visit = (value: unknown) => {
      if (value === null || typeof value !== 'object') return
      expect(seen.has(value)).toBe(false)
      seen.add(value)
      for (const child of Object.values(value)) visit(child)
    }
    visit(generateDealers(NOW))
  })
})
