import { describe, expect, it } from 'vitest'
import { REGISTRATION_PATTERN } from '@/features/service-booking/registration'
import { calendarFromStored } from '@/features/service-booking/capacity/calendar-schema'
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_OFFERINGS } from './catalogue'
import { demoVehicles } from './vehicles'
import { demoWorkshops } from './workshops'

describe('demo booking data', () => {
  it('has about 30 workshops with unique ids, coordinates in Sweden and the dealer sites’ workshops tied', () => {
    const workshops = demoWorkshops()
    expect(workshops).toHaveLength(30)
    expect(new Set(workshops.map((w) => w.departmentId)).size).toBe(30)
    expect(workshops.filter((w) => w.dealerSiteId).length).toBe(13)
    for (const w of workshops) {
      expect(w.latitude).toBeGreaterThan(55)
      expect(w.latitude).toBeLessThan(69)
      expect(w.longitude).toBeGreaterThan(10)
      expect(w.longitude).toBeLessThan(25)
      expect(calendarFromStored(w.capacity).weekly.filter(Boolean).length).toBeGreaterThanOrEqual(5)
    }
    expect(demoWorkshops()).toEqual(workshops)
  })

  it('puts the holiday exceptions in the next season that has not ended on the seeding day', () => {
    const datesOn = (now: string) => demoWorkshops(new Date(now))[0].capacity.exceptions!.map((e) => e.date)
    expect(datesOn('2026-11-26T09:00:00Z')).toEqual([
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-05',
    ])
    // in the middle of a season that season stays, its past days included (they simply book nothing)
    expect(datesOn('2026-12-29T09:00:00Z')).toEqual([
      '2026-12-23',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2027-01-05',
    ])
    expect(datesOn('2027-01-06T09:00:00Z')).toEqual([
      '2027-12-23',
      '2027-12-28',
      '2027-12-29',
      '2027-12-30',
      '2028-01-05',
    ])
    expect(datesOn('2031-06-01T09:00:00Z')[0]).toBe('2031-12-23')
  })

  it('names only known brands, categories and offerings', () => {
    const brands = new Set(DEMO_BRANDS.map((b) => b.name))
    const categories = new Set(DEMO_CATEGORIES.map((c) => c.key))
    const codes = new Set(DEMO_OFFERINGS.map((o) => o.code))
    for (const o of DEMO_OFFERINGS) {
      expect(categories.has(o.category)).toBe(true)
      for (const b of Object.keys(o.prices)) expect(b === '*' || brands.has(b)).toBe(true)
      for (const b of o.brands ?? []) expect(brands.has(b)).toBe(true)
    }
    for (const w of demoWorkshops()) {
      for (const b of w.authorisedBrands) expect(brands.has(b)).toBe(true)
      for (const c of w.offerings) expect(codes.has(c)).toBe(true)
    }
  })

  it('registers a few hundred unique plates, including the documented ones', () => {
    const vehicles = demoVehicles()
    expect(vehicles.length).toBeGreaterThanOrEqual(300)
    const plates = vehicles.map((v) => v.registrationNumber)
    expect(new Set(plates).size).toBe(plates.length)
    for (const plate of plates) expect(plate).toMatch(REGISTRATION_PATTERN)
    expect(vehicles.find((v) => v.registrationNumber === 'ABC123')).toMatchObject({
      brand: 'Volvo',
      hasServiceAgreement: true,
    })
    expect(vehicles.find((v) => v.registrationNumber === 'XYZ789')).toMatchObject({
      brand: 'Kia',
      hasServiceAgreement: false,
    })
    expect(
      DEMO_BRANDS.find((b) => b.name === vehicles.find((v) => v.registrationNumber === 'FER001')?.brand)?.supported,
    ).toBe(false)
    expect(demoVehicles()).toEqual(vehicles)
  })
})
