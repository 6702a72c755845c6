import { describe, expect, it } from 'vitest'
import { compareCarOf } from './card'
import { compareRows, compareValues, shownRowValue } from './values'

describe('compare values and rows (spec 1 §2 "Compare")', () => {
  it('formats the values in the market format and leaves out what the record lacks', () => {
    const values = compareValues(
      {
        car_price: 349900,
        car_loan_monthly_cost: 3495,
        car_year: 2022,
        car_mileage_text: '4 500 mil',
        car_fuel: 'Diesel',
        car_site_name: 'Bilgruppen Uppsala',
        car_site_city: 'Uppsala',
        car_power_hp_text: null,
      },
      { market: 'se', lang: 'sv' },
    )
    expect(values).toEqual({
      price: '349 900 kr',
      monthly: '3 495 kr/mån',
      year: '2022',
      mileage: '4 500 mil',
      fuel: 'Diesel',
      dealer: 'Bilgruppen Uppsala, Uppsala',
    })
    // leasing costs when there is no loan; the UK format
    expect(
      compareValues({ car_price: 18995, car_privateleasing_monthly_cost: 289 }, { market: 'uk', lang: 'en' }),
    ).toMatchObject({ price: '£18,995', monthly: expect.stringContaining('£289') })
  })

  it('writes money and mileage for the page: kr per month and km on se /en', () => {
    const values = compareValues(
      {
        car_price: 349900,
        car_loan_monthly_cost: 3495,
        car_mileage_text: '4 500 mil',
        car_mileage: 45000,
        car_fuel: 'Bensin',
      },
      { market: 'se', lang: 'en' },
    )
    expect(values).toMatchObject({
      price: '349,900 kr',
      monthly: '3,495 kr/month',
      mileage: '45,000 km',
      fuel: 'Bensin',
    })
    expect(shownRowValue('fuel', 'Bensin', { Bensin: 'Petrol' })).toBe('Petrol')
    expect(shownRowValue('dealer', 'Bensin', { Bensin: 'Petrol' })).toBe('Bensin')
  })

  it('rows any car knows, in a fixed order, marked where the cars differ (a missing value is a difference)', () => {
    const rows = compareRows([
      { values: { price: '100 kr', fuel: 'El', year: '2022' } },
      { values: { price: '100 kr', fuel: 'Diesel' } },
    ])
    expect(rows).toEqual([
      { key: 'price', values: ['100 kr', '100 kr'], differs: false },
      { key: 'year', values: ['2022', null], differs: true },
      { key: 'fuel', values: ['El', 'Diesel'], differs: true },
    ])
    expect(compareRows([{ values: { price: '1 kr' } }])).toEqual([{ key: 'price', values: ['1 kr'], differs: false }])
    expect(compareRows([])).toEqual([])
  })

  it('a card becomes a compare entry with its link, title, picture and values', () => {
    const entry = compareCarOf(
      {
        car_id: '42',
        car_brand: 'Volvo',
        car_model: 'XC60',
        car_version: 'B4',
        car_primary_image: { thumbnail_url: '/-/media/x.webp', blur_data_url: '' },
        car_price: 1000,
      },
      '/kop-bil/42/volvo-xc60',
      { market: 'se', lang: 'sv' },
    )
    expect(entry).toEqual({
      id: '42',
      href: '/kop-bil/42/volvo-xc60',
      title: 'Volvo XC60',
      version: 'B4',
      image: '/-/media/x.webp',
      values: { price: '1 000 kr' },
    })
  })
})
