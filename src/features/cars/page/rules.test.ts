import { describe, expect, it } from 'vitest'
import { OVERVIEW_FIELDS, TECHNICAL_FIELDS } from './rules'
import {
  canGoBack,
  carListWithKeyphrase,
  collapses,
  contactScrollOffset,
  contactScrollTop,
  detailLayout,
  equipmentCollapsePx,
  fieldLabelKey,
  filledRows,
  keyphraseFromSlug,
  otherPackagesLimit,
  priceDisplay,
  sellersWithContact,
  sliderOffset,
  sliderSnap,
  carPathSegments,
  slugOfPath,
  telHref,
  visibleRows,
} from './rules'
import { carDetailStrings } from './strings'

describe('layout by site name (spec 1 §2)', () => {
  it('gives the {product} site its layout and every other site the default', () => {
    expect(detailLayout('Budgetbil')).toBe('product')
    expect(detailLayout('Bilgruppen')).toBe('default')
    expect(detailLayout('Motor Group UK')).toBe('default')
  })
})

describe('collapse rules (spec 1 §4)', () => {
  it('collapses equipment at 190 px in the default layout and 50 px otherwise', () => {
    expect(equipmentCollapsePx('default')).toBe(190)
    expect(equipmentCollapsePx('product')).toBe(50)
  })
  it('collapses only content taller than the limit', () => {
    expect(collapses(301, 300)).toBe(true)
    expect(collapses(300, 300)).toBe(false)
  })
  it('shows the first 5 technical rows, then all', () => {
    const rows = [1, 2, 3, 4, 5, 6, 7]
    expect(visibleRows(rows, 5, false)).toEqual({ rows: [1, 2, 3, 4, 5], toggle: true })
    expect(visibleRows(rows, 5, true)).toEqual({ rows, toggle: true })
    expect(visibleRows([1, 2, 3, 4, 5], 5, false)).toEqual({ rows: [1, 2, 3, 4, 5], toggle: false })
  })
  it('collapses the other-package list to 3 only when it has more than 4', () => {
    expect(otherPackagesLimit(5)).toBe(3)
    expect(otherPackagesLimit(4)).toBe(4)
    expect(otherPackagesLimit(2)).toBe(2)
    expect(visibleRows([1, 2, 3, 4], otherPackagesLimit(4), false).toggle).toBe(false)
  })
})

describe('contact-seller scroll (spec 1 §9)', () => {
  it('keeps 112 px above the form wider than 768 px, else 250', () => {
    expect(contactScrollOffset(1280)).toBe(112)
    expect(contactScrollOffset(769)).toBe(112)
    expect(contactScrollOffset(768)).toBe(250)
    expect(contactScrollOffset(375)).toBe(250)
    expect(contactScrollTop(900, 100, 1280)).toBe(888)
    expect(contactScrollTop(100, 0, 375)).toBe(0)
  })
})

describe('back button (spec 1 §2)', () => {
  it('goes back only when the visitor came from this site', () => {
    const origin = 'http://se.localhost:3000'
    expect(canGoBack({ navigationCanGoBack: true, referrer: '', origin, length: 2 })).toBe(true)
    expect(
      canGoBack({ navigationCanGoBack: false, referrer: 'http://se.localhost:3000/kop-bil', origin, length: 3 }),
    ).toBe(false)
    expect(canGoBack({ referrer: 'http://se.localhost:3000/kop-bil', origin, length: 3 })).toBe(true)
    expect(canGoBack({ referrer: 'https://www.google.com/', origin, length: 3 })).toBe(false)
    expect(canGoBack({ referrer: '', origin, length: 3 })).toBe(false)
    expect(canGoBack({ referrer: 'http://se.localhost:3000/', origin, length: 1 })).toBe(false)
  })
})

describe('price (spec 1 §2, §3)', () => {
  const base = {
    car_price: 300_000,
    car_retail_price: 340_000,
    car_retail_price_exkl_vat: null,
    car_has_campaign_price: true,
    car_vehicle_type_code: 'PC' as const,
  }
  it('strikes the retail price through under a campaign', () => {
    expect(priceDisplay(base)).toEqual({ amount: 300_000, retail: 340_000, exVat: false })
    expect(priceDisplay({ ...base, car_has_campaign_price: false })).toEqual({
      amount: 300_000,
      retail: null,
      exVat: false,
    })
  })
  it('shows vans without VAT, their retail price too', () => {
    expect(
      priceDisplay({ ...base, car_price: 240_000, car_retail_price_exkl_vat: 272_000, car_vehicle_type_code: 'LCV' }),
    ).toEqual({ amount: 240_000, retail: 272_000, exVat: true })
  })
})

describe('rows and contacts', () => {
  it('lists only the fields the car has, dates in the page format', () => {
    const rows = filledRows(
      { car_year: 2022, car_fuel: '', car_regno: 'ABC123', car_firstregistration: '2022-03-01T00:00:00.000Z' },
      OVERVIEW_FIELDS,
      (iso) => iso.slice(0, 10),
    )
    expect(rows).toEqual([
      { field: 'car_year', value: '2022' },
      { field: 'car_regno', value: 'ABC123' },
      { field: 'car_firstregistration', value: '2022-03-01' },
    ])
  })
  it('has a label in the catalogue for every field it shows', () => {
    const keys = Object.keys(carDetailStrings.strings['sv-SE'])
    for (const field of [...OVERVIEW_FIELDS, ...TECHNICAL_FIELDS]) expect(keys).toContain(fieldLabelKey(field))
    expect(fieldLabelKey('car_power_hp_text')).toBe('fieldPowerHp')
  })
  it('lists a seller only with a phone or an e-mail (spec 1 §5)', () => {
    const sellers = [
      { name: 'A', phone: '070-123 45 67', email: '' },
      { name: 'B', phone: ' ', email: '' },
      { name: 'C', phone: '', email: 'c@example.se' },
    ]
    expect(sellersWithContact(sellers).map((s) => s.name)).toEqual(['A', 'C'])
    expect(telHref('070-123 45 67')).toBe('tel:0701234567')
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000')
  })
})

describe('similar-car slider (spec 1 §4)', () => {
  it('snaps open past 30 % of the 330 px card width, else back closed', () => {
    expect(sliderSnap(false, 100)).toBe(true)
    expect(sliderSnap(false, 99)).toBe(false)
    expect(sliderSnap(false, -200)).toBe(false)
  })
  it('snaps closed when dragged back past 30 %, else stays open', () => {
    expect(sliderSnap(true, -100)).toBe(false)
    expect(sliderSnap(true, -99)).toBe(true)
    expect(sliderSnap(true, 50)).toBe(true)
  })
  it('follows the pointer within the track', () => {
    expect(sliderOffset(false, 0)).toBe(330)
    expect(sliderOffset(false, 100)).toBe(230)
    expect(sliderOffset(false, 1000)).toBe(0)
    expect(sliderOffset(true, 0)).toBe(0)
    expect(sliderOffset(true, -50)).toBe(50)
    expect(sliderOffset(true, 40)).toBe(0)
  })
})

describe('not-found view (spec 1 §2, §7)', () => {
  it('takes the keyphrase from the third dash-separated part of the slug', () => {
    expect(keyphraseFromSlug('2021-volvo-xc60-b4')).toBe('xc60')
    expect(keyphraseFromSlug('volvo-xc60')).toBe('')
    expect(keyphraseFromSlug(null)).toBe('')
  })
  it('links the car list with the keyphrase', () => {
    expect(carListWithKeyphrase('/kop-bil/alla-bilar-i-lager', 'xc60')).toBe(
      '/kop-bil/alla-bilar-i-lager?keyphrase=xc60',
    )
    expect(carListWithKeyphrase('/kop-bil', '')).toBe('/kop-bil')
  })
  it('reads the slug of a car path', () => {
    expect(slugOfPath('/kop-bil/999/2021-volvo-xc60', '/kop-bil')).toBe('2021-volvo-xc60')
    expect(slugOfPath('/kop-bil/999', '/kop-bil')).toBeNull()
    expect(slugOfPath('/buy-car/car/1/a-b-c', '/buy-car/car')).toBe('a-b-c')
    expect(slugOfPath('/1/a-b-c', '/')).toBe('a-b-c')
  })

  it('splits a car path after its base into id and slug', () => {
    expect(carPathSegments('/kop-bil/999/2021-volvo-xc60', '/kop-bil/')).toEqual(['999', '2021-volvo-xc60'])
    expect(carPathSegments('/kop-bil/999', '/kop-bil')).toEqual(['999'])
    expect(carPathSegments('/1/a-b-c', '/')).toEqual(['1', 'a-b-c'])
  })
})
