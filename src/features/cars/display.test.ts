import { describe, expect, it } from 'vitest'
import { carDisplay, figureText, mileageText, rowText, shownTexts, shownValue } from './display'

describe('a car on a page', () => {
  const se = carDisplay('se', 'sv-SE', {})
  const seEn = carDisplay('se', 'en-GB', { Bensin: 'Petrol' })
  const car = { car_mileage_text: '4 500 mil', car_mileage: 45_000 }

  it('reads the stored texts as they are in the market language', () => {
    expect(mileageText(se, car)).toBe('4 500 mil')
    expect(shownValue(se, 'Bensin')).toBe('Bensin')
  })

  it('shows Swedish mil as km, grouped the English way, and values translated, on se /en', () => {
    expect(mileageText(seEn, car)).toBe('45,000 km')
    expect(shownValue(seEn, 'Bensin')).toBe('Petrol')
    expect(mileageText(carDisplay('fi', 'sv-SE', {}), { car_mileage_text: '45 000 km', car_mileage: 45_000 })).toBe(
      '45 000 km',
    )
  })
})

describe('technical figures on a page in another language', () => {
  const car = {
    car_acceleration: 7.4,
    car_acceleration_text: '7,4 s',
    car_power_hp: 197,
    car_power_hp_text: '197 hk',
    car_consumption: 6.1,
    car_consumption_text: '0,61 l/mil',
    car_fuel_combined: 6.1,
    car_ncap_stars: 5,
    car_ncap_stars_text: '5 stjärnor',
    car_curb_weight: 1890,
    car_curb_weight_text: '1 890 kg',
  }

  it('keeps the stored texts on the market language page', () => {
    expect(figureText(carDisplay('se', 'sv-SE', {}), 'car_consumption_text', car)).toBe('0,61 l/mil')
  })

  it('writes them from the numbers in metric units, the English way, on se /en', () => {
    const en = carDisplay('se', 'en-GB', {})
    expect(
      [
        'car_acceleration_text',
        'car_power_hp_text',
        'car_consumption_text',
        'car_ncap_stars_text',
        'car_curb_weight_text',
      ].map((f) => figureText(en, f, car)),
    ).toEqual(['7.4 s', '197 hp', '6.1 l/100 km', '5 stars', '1,890 kg'])
  })
})

it('translates the stored texts of finance offers, keeping figures', () => {
  const en = carDisplay('se', 'en-GB', { Privatleasing: 'Personal Contract Hire', '{amount}/mån': '{amount}/month' })
  expect(
    shownTexts(en, {
      title: 'Privatleasing',
      monthly_cost_text: '3 495 kr/mån',
      months: 36,
      items: [{ title: 'Privatleasing' }],
    }),
  ).toEqual({
    title: 'Personal Contract Hire',
    monthly_cost_text: '3 495 kr/month',
    months: 36,
    items: [{ title: 'Personal Contract Hire' }],
  })
  expect(shownTexts(carDisplay('se', 'sv-SE', {}), { title: 'Privatleasing' })).toEqual({ title: 'Privatleasing' })
  expect(shownTexts(en, '36 months, 1 500 mil per year')).toBe('36 months, 15,000 km per year')
})

describe('a detail row', () => {
  it('keeps a row that is not a stored figure text as given: the first registration, formatted for the page', () => {
    const car = { car_firstregistration: '2023-11-21T12:00:00.000Z' }
    expect(rowText(carDisplay('uk', 'en-GB', {}), 'car_firstregistration', '21/11/2023', car)).toBe('21/11/2023')
    expect(rowText(carDisplay('se', 'sv-SE', {}), 'car_firstregistration', '2023-11-21', car)).toBe('2023-11-21')
  })
})
