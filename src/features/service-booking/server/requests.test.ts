import { describe, expect, it } from 'vitest'
import { bookingRequestSchema, closestQuerySchema, offeringCodesSchema, registrationSchema } from '../contract'
import { bookedServices, bookingTotal } from './services'
import { bookingApiStrings } from './strings'
import { defaultMessages } from '@/i18n/catalogue'
import { catalogueOf, department, offering } from './test-catalogue'
import { BookingRuleError } from './errors'

const valid = {
  customer: { firstName: 'Anna', lastName: 'Andersson', phone: '+46 70 174 06 55', email: 'anna@example.se' },
  departmentId: 101,
  timeSlot: '2026-11-23T09:00',
  registrationNumber: 'abc 123',
  serviceOfferingRequests: [{ kobraId: 'SRV-OIL' }],
}

describe('request shapes', () => {
  it('normalises plates and refuses what is not one', () => {
    expect(registrationSchema.parse(' abc-123 ')).toBe('ABC123')
    expect(registrationSchema.safeParse('ABC1234').success).toBe(false)
    expect(registrationSchema.safeParse('Å').success).toBe(false)
  })

  it('reads comma-joined or repeated offering codes, without duplicates', () => {
    expect(offeringCodesSchema.parse('A,B, A')).toEqual(['A', 'B'])
    expect(offeringCodesSchema.parse(['A', 'C,D'])).toEqual(['A', 'C', 'D'])
    expect(offeringCodesSchema.safeParse(',').success).toBe(false)
    expect(
      closestQuerySchema.parse({ regNo: 'abc123', serviceOfferings: 'A', latitude: '59.3', longitude: '18' }),
    ).toMatchObject({ regNo: 'ABC123', sort: 'distance', latitude: 59.3 })
  })

  it('takes the spec’s booking request, and a full day by its date', () => {
    expect(bookingRequestSchema.parse(valid)).toMatchObject({ registrationNumber: 'ABC123', isFullDay: false })
    expect(bookingRequestSchema.safeParse({ ...valid, timeSlot: '2026-11-23', isFullDay: true }).success).toBe(true)
    expect(bookingRequestSchema.safeParse({ ...valid, timeSlot: '2026-11-23' }).success).toBe(false)
    expect(
      bookingRequestSchema.safeParse({ ...valid, serviceOfferingRequests: [{ kobraId: 'A' }, { kobraId: 'A' }] })
        .success,
    ).toBe(false)
    expect(bookingRequestSchema.safeParse({ ...valid, freeText: 'x'.repeat(81) }).success).toBe(false)
    expect(
      bookingRequestSchema.safeParse({ ...valid, customer: { ...valid.customer, phone: '070-12a' } }).success,
    ).toBe(false)
    // As Swedes write it: stored in the spec's shape (digits and spaces).
    expect(
      bookingRequestSchema.parse({ ...valid, customer: { ...valid.customer, phone: '070-123 45 67' } }).customer.phone,
    ).toBe('070 123 45 67')
  })
})

describe('booked services', () => {
  const messages = defaultMessages(bookingApiStrings, 'sv-SE')
  const car = {
    registrationNumber: 'ABC123',
    brand: 'Volvo',
    model: 'XC60',
    buildYear: 2021,
    hasServiceAgreement: true,
    isSupported: true,
  }
  const chip = offering('CHIP', {
    name: 'Stenskott',
    prices: [{ brand: null, price: 450 }],
    discountPercent: 10,
    unitPrice: { minimum: 1, maximum: 3, unit: 'skador', unitAbbreviation: 'st', postfix: '/st' },
  })
  const diag = offering('DIAG', { name: 'Felsökning', prices: [], allowUserInput: true })
  const dept = department(1, { offeringCodes: new Set(['CHIP', 'DIAG']), priceFactor: 1 })
  const catalogue = catalogueOf([chip, diag], [dept])
  const request = (items: { kobraId: string; unitsSelected?: number; userInput?: string }[]) =>
    bookingRequestSchema.parse({ ...valid, serviceOfferingRequests: items })

  it('prices units at the department with the agreement discount', () => {
    const [booked] = bookedServices(catalogue, messages, car, dept, request([{ kobraId: 'CHIP', unitsSelected: 2 }]))
    expect(booked).toMatchObject({ units: 2, price: 900, priceDiscount: 810 })
    expect(bookingTotal([booked])).toBe(810)
  })

  it('has no total when a price is not known, and asks for the message', () => {
    const booked = bookedServices(
      catalogue,
      messages,
      car,
      dept,
      request([{ kobraId: 'DIAG', userInput: 'Det låter' }]),
    )
    expect(bookingTotal(booked)).toBeNull()
    expect(() => bookedServices(catalogue, messages, car, dept, request([{ kobraId: 'DIAG' }]))).toThrow(
      new BookingRuleError('serviceOfferingRequests[0].userInput', 'Ange meddelande'),
    )
    expect(() =>
      bookedServices(catalogue, messages, car, dept, request([{ kobraId: 'CHIP', unitsSelected: 4 }])),
    ).toThrow('Välj 1–3 st för Stenskott.')
  })
})

describe('input bounds', async () => {
  const { unboundedStrings } = await import('../../../../tests/helpers/zod-bounds')
  const requests = await import('../contract')
  it('gives every string a schema accepts a maximum length', () => {
    // The answers' schemas parse what this server sent the browser; the bound is on what a caller can send.
    const answers = new Set(['carSchema', 'locationSchema', 'unitPriceSchema', 'offeringSchema', 'categorySchema'])
    for (const name of [
      'offeringsAnswerSchema',
      'workshopSchema',
      'timeSlotDaySchema',
      'timeSlotDaysSchema',
      'slotTakenSchema',
      'hasBrandSchema',
      'placesSchema',
      'bookingResponseSchema',
    ])
      answers.add(name)
    const schemas = Object.entries(requests as Record<string, unknown>).filter(
      (entry): entry is [string, import('zod').ZodType] =>
        typeof entry[1] === 'object' && entry[1] !== null && '_zod' in entry[1] && !answers.has(entry[0]),
    )
    expect(schemas.length).toBeGreaterThan(5)
    expect(schemas.flatMap(([name, schema]) => unboundedStrings(schema).map((path) => name + path))).toEqual([])
  })
})
