import { describe, expect, it } from 'vitest'
import type { Offering } from './contract'
import { formatSek, linePrice, selectedFrom, totals, unitChoices } from './pricing'

const offering = (over: Partial<Offering> = {}): Offering => ({
  code: 'S1',
  name: 'Service',
  price: 2495,
  priceKnown: true,
  priceDiscount: 1995,
  isAvailable: true,
  allowUserInput: false,
  ...over,
})

describe('booking prices (spec 2 §2.1, §6, §9)', () => {
  it('formats SEK the Swedish way', () => {
    expect(formatSek(12345)).toBe('12 345 kr')
    expect(formatSek(995.4)).toBe('995 kr')
  })

  it('a car with a service agreement pays the discounted price; others the median price', () => {
    const entry = selectedFrom(offering(), 'service')
    expect(linePrice(entry, true)).toEqual({ known: true, amount: 1995, ordinary: 2495 })
    expect(linePrice(entry, false)).toEqual({ known: true, amount: 2495, ordinary: null })
  })

  it('an unknown price counts nothing and marks the total', () => {
    const services = {
      S1: selectedFrom(offering(), 'service'),
      S2: selectedFrom(offering({ code: 'S2', price: null, priceKnown: false }), 'addon'),
    }
    expect(linePrice(services.S2, true)).toEqual({ known: false })
    expect(totals(services, true)).toEqual({ total: 1995, anyUnknown: true, anyDiscount: true, count: 2 })
    expect(totals(services, false)).toEqual({ total: 2495, anyUnknown: true, anyDiscount: false, count: 2 })
  })

  it('unit-priced offerings multiply by the chosen units, from the minimum to the maximum', () => {
    const wipers = offering({
      price: 150,
      priceDiscount: 120,
      unitPrice: { minimum: 1, maximum: 4, unit: 'styck', unitAbbreviation: 'st', postfix: '/st' },
    })
    expect(unitChoices(wipers)).toEqual([1, 2, 3, 4])
    const entry = { ...selectedFrom(wipers, 'addon'), unit: 3 }
    expect(entry.unitAbbreviation).toBe('st')
    expect(linePrice(entry, false)).toEqual({ known: true, amount: 450, ordinary: null })
    expect(linePrice(entry, true)).toEqual({ known: true, amount: 360, ordinary: 450 })
  })

  it('an offering with user input starts with an empty text; others without', () => {
    expect(selectedFrom(offering({ allowUserInput: true }), 'service').userInput).toBe('')
    expect(selectedFrom(offering(), 'service').userInput).toBeNull()
  })
})
