import { describe, expect, it } from 'vitest'

import { createRng } from '@/demo/random'

import { registrationNumber, ukAgeIdentifier, vin } from './regno'

const FORMATS = {
  se: /^([A-HJ-PR-UX-Z]{3} [1-9]\d{2}|[A-HJ-PR-UX-Z]{3}\d{2}[A-HJ-NPR-UX-Z])$/,
  bb: /^([A-HJ-PR-UX-Z]{3} [1-9]\d{2}|[A-HJ-PR-UX-Z]{3}\d{2}[A-HJ-NPR-UX-Z])$/,
  no: /^[A-Z]{2} [1-9]\d{4}$/,
  fi: /^[A-Z]{3}-[1-9]\d{0,2}$/,
  sk: /^[A-Z]{2}-[1-9]\d{2}[A-Z]{2}$/,
  uk: /^[A-Z]{2}\d{2} [A-Z]{3}$/,
} as const

describe('registration numbers', () => {
  it('follow each market format', () => {
    const rng = createRng(42)
    for (const index of Object.keys(FORMATS) as (keyof typeof FORMATS)[]) {
      for (let k = 0; k < 300; k++) {
        const regno = registrationNumber(rng, {
          index,
          registered: new Date(Date.UTC(2015 + (k % 11), k % 12, 15)),
          electric: k % 3 === 0,
          region: index === 'sk' ? 'Košický kraj' : 'London',
        })
        expect(regno, index).toMatch(FORMATS[index])
      }
    }
  })

  it('uses Norwegian EV prefixes, Slovak districts and UK memory tags', () => {
    const rng = createRng(1)
    const registered = new Date(Date.UTC(2022, 4, 1))
    expect(registrationNumber(rng, { index: 'no', registered, electric: true, region: 'Oslo' })).toMatch(/^E[A-Z] /)
    expect(registrationNumber(rng, { index: 'sk', registered, electric: false, region: 'Košický kraj' })).toMatch(
      /^(KE|KC|KS|MI|SN)-/,
    )
    expect(registrationNumber(rng, { index: 'uk', registered, electric: false, region: 'Greater Manchester' })).toMatch(
      /^M[A-Z]22 /,
    )
  })

  it('writes the UK age identifier of the registration half-year', () => {
    expect(ukAgeIdentifier(new Date(Date.UTC(2021, 2, 1)))).toBe('21')
    expect(ukAgeIdentifier(new Date(Date.UTC(2021, 8, 1)))).toBe('71')
    expect(ukAgeIdentifier(new Date(Date.UTC(2022, 0, 15)))).toBe('71')
    expect(ukAgeIdentifier(new Date(Date.UTC(2025, 10, 1)))).toBe('75')
  })
})

describe('VINs', () => {
  it('have 17 characters without I, O, Q and a model-year code', () => {
    const rng = createRng(3)
    const seen = new Set<string>()
    for (let serial = 0; serial < 2000; serial++) {
      const v = vin(rng, 'Volvo', 2024, serial * 997)
      expect(v).toMatch(/^YV[14][A-HJ-NPR-Z0-9]{14}$/)
      expect(v[9]).toBe('R')
      seen.add(v)
    }
    expect(seen.size).toBe(2000)
    expect(vin(createRng(1), 'Tesla', 2015, 5)).toHaveLength(17)
  })
})
