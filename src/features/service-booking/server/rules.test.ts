import { describe, expect, it } from 'vitest'
import type { Car } from './model'
import { agreementPrice, basePrice, departmentPrice, median } from './pricing'
import {
  availableForModel,
  brandSupported,
  canServe,
  capableDepartments,
  hasAuthorisedWorkshop,
  nearestFirst,
  offeringCategories,
  offeringPrice,
} from './rules'
import { catalogueOf, department, offering } from './test-catalogue'

const volvo: Car = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2021,
  hasServiceAgreement: true,
  isSupported: true,
}
const kia: Car = { ...volvo, registrationNumber: 'XYZ789', brand: 'Kia', model: 'Ceed', hasServiceAgreement: false }

const original = offering('ORIG', {
  requiresAuthorisation: true,
  prices: [
    { brand: 'Volvo', price: 5000 },
    { brand: null, price: 4000 },
  ],
  discountPercent: 20,
})
const oil = offering('OIL', { unavailableModels: [{ brand: 'Volvo', model: 'EX30' }] })
const wash = offering('WASH', { categoryId: 2, prices: [], notKnownPriceText: 'Pris på plats' })
const ev = offering('EV', { brands: ['Kia'] })

// Stockholm (near), Uppsala (mid), Malmö (far).
const stockholm = department(1, {
  latitude: 59.33,
  longitude: 18.07,
  brands: ['Volvo'],
  offeringCodes: new Set(['ORIG', 'OIL', 'WASH']),
  priceFactor: 1.1,
})
const uppsala = department(2, {
  latitude: 59.86,
  longitude: 17.64,
  brands: [],
  offeringCodes: new Set(['ORIG', 'OIL', 'EV']),
  priceFactor: 1,
})
const malmo = department(3, {
  latitude: 55.6,
  longitude: 13.0,
  brands: ['Kia', 'Volvo'],
  offeringCodes: new Set(['ORIG', 'OIL', 'EV']),
  priceFactor: 0.9,
})
const catalogue = catalogueOf([original, oil, wash, ev], [stockholm, uppsala, malmo])

describe('pricing', () => {
  it('takes the brand’s own price, else the all-brands row, else none', () => {
    expect(basePrice(original, 'volvo')).toBe(5000)
    expect(basePrice(original, 'Kia')).toBe(4000)
    expect(basePrice(wash, 'Kia')).toBeNull()
  })

  it('scales by the department and rounds to tens; medians to whole kronor', () => {
    expect(departmentPrice(1490, 1.08)).toBe(1610)
    expect(median([3, 1, 2])).toBe(2)
    expect(median([1000, 1101])).toBe(1051)
    expect(median([])).toBeNull()
  })

  it('discounts only cars with an agreement and a known price', () => {
    expect(agreementPrice(5000, 20, true)).toBe(4000)
    expect(agreementPrice(5000, 20, false)).toBeNull()
    expect(agreementPrice(5000, 0, true)).toBeNull()
    expect(agreementPrice(null, 20, true)).toBeNull()
  })
})

describe('who does what', () => {
  it('needs authorisation for the brand for original service', () => {
    expect(canServe(stockholm, original, 'Volvo')).toBe(true)
    expect(canServe(uppsala, original, 'Volvo')).toBe(false)
    expect(canServe(uppsala, oil, 'Volvo')).toBe(true)
    expect(canServe(stockholm, ev, 'Kia')).toBe(false) // not among its offerings
    expect(canServe(malmo, ev, 'Volvo')).toBe(false) // only for Kia
  })

  it('lists departments that do every chosen offering, nearest first', () => {
    expect(capableDepartments(catalogue, [original, oil], 'Volvo').map((d) => d.departmentId)).toEqual([1, 3])
    expect(
      nearestFirst([malmo, uppsala, stockholm], { lat: 59.3, lng: 18.0 }).map((r) => r.department.departmentId),
    ).toEqual([1, 2, 3])
  })

  it('knows authorised and supported brands and models an offering is not for', () => {
    expect(hasAuthorisedWorkshop(catalogue, 'kia')).toBe(true)
    expect(hasAuthorisedWorkshop(catalogue, 'Ford')).toBe(false)
    expect(brandSupported(catalogue, 'Ferrari')).toBe(false)
    expect(brandSupported(catalogue, 'Lada')).toBe(false)
    expect(brandSupported(catalogue, 'VOLVO')).toBe(true)
    expect(availableForModel(oil, { brand: 'volvo', model: 'ex30' })).toBe(false)
    expect(availableForModel(oil, volvo)).toBe(true)
  })
})

describe('the services answer', () => {
  it('prices at the median of the nearest departments that do it, or at the chosen one', () => {
    // Volvo original: Stockholm 5500, Malmö 4500 → 5000.
    expect(offeringPrice(catalogue, original, volvo, { position: { lat: 59.3, lng: 18 } })).toBe(5000)
    expect(offeringPrice(catalogue, original, volvo, { department: stockholm })).toBe(5500)
    expect(offeringPrice(catalogue, original, volvo, { department: uppsala })).toBeNull()
  })

  it('groups the offerings of a kind some department does for the brand, with discounts for agreement cars', () => {
    const services = offeringCategories(catalogue, volvo, 'service', { position: { lat: 59.3, lng: 18 } })
    expect(services).toHaveLength(1)
    expect(services[0].offerings.map((o) => o.code)).toEqual(['OIL', 'ORIG'])
    expect(services[0].offerings.find((o) => o.code === 'ORIG')).toMatchObject({
      price: 5000,
      priceDiscount: 4000,
      priceKnown: true,
      category: 'Service',
      type: 'service',
    })
    const kiaServices = offeringCategories(catalogue, kia, 'service', { position: { lat: 59.3, lng: 18 } })
    expect(kiaServices[0].offerings.map((o) => o.code)).toEqual(['EV', 'OIL', 'ORIG'])
    expect(kiaServices[0].offerings.every((o) => o.priceDiscount === null)).toBe(true)
    const addons = offeringCategories(catalogue, kia, 'addon', { position: { lat: 59.3, lng: 18 } })
    expect(addons[0].offerings[0]).toMatchObject({
      code: 'WASH',
      price: null,
      priceKnown: false,
      notKnownPriceText: 'Pris på plats',
      type: 'addon',
    })
  })
})
