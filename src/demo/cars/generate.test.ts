import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import type { DealerSummary } from '@/features/dealers/summary'
import { INDEX_CURRENCY, SEARCH_INDICES } from '@/sites/markets'

import { CAR_MODELS, MARKET_BRANDS, TRADE_IN_SHARE } from './catalog'
import { Cars } from '@/features/cars/collection'
import { monthlyCost } from '@/features/finance/annuity'
import { LOAN_TERMS } from './finance-options'
import {
  CAR_ID_BASE,
  createCarFactory,
  DEFAULT_CAR_NOW,
  generateCars,
  iterateCars,
  PRICE_BASE_AMOUNT_SE,
} from './generate'
import { CAR_IMAGE_VARIANTS } from './images'
import { CAR_JSON_FIELD_NAMES, validateCarJson } from '@/features/cars/json-fields'
import { BODY_LABELS, COLOR_LABELS, FUEL_LABELS, PRICE_TITLES } from './labels'
import { formatPrice, INDEX_LANG, INDEX_ODOMETER_UNIT, INDEX_VAT_PERCENT } from '@/sites/format'
import { CAR_RECORD_KEYS } from '@/features/cars/record-keys'
import type { CarRecord } from '@/features/cars/types'

const dealers: DealerSummary[] = generateDealers().map(toDealerSummary)
const COUNT = 4000
const cars = generateCars({ count: COUNT, dealers, seed: 7 })
const NOW = new Date(DEFAULT_CAR_NOW).getTime()
const DAY = 86_400_000

const share = (predicate: (car: CarRecord) => boolean, list: readonly CarRecord[] = cars) =>
  list.filter(predicate).length / list.length

/** Names of the collection's data fields (tabs are unnamed, so they add no prefix). */
function collectionFieldNames(fields: readonly Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => collectionFieldNames(tab.fields))
    return 'name' in field && field.name ? [field.name] : []
  })
}

describe('generateCars: determinism', () => {
  it('returns deep-equal cars for the same options', () => {
    expect(generateCars({ count: 300, dealers, seed: 7 })).toEqual(cars.slice(0, 300))
  })

  it('returns different cars for a different seed', () => {
    const other = generateCars({ count: 300, dealers, seed: 8 })
    expect(other).not.toEqual(cars.slice(0, 300))
    // Not just one field: most cars differ in their model and price.
    expect(
      share(
        (car) => car.car_model_text !== other[Number(car.car_id) - CAR_ID_BASE - 1].car_model_text,
        cars.slice(0, 300),
      ),
    ).toBeGreaterThan(0.8)
  })

  it('uses a fixed default seed and reference date, never the clock', () => {
    const a = generateCars({ count: 50, dealers })
    expect(generateCars({ count: 50, dealers })).toEqual(a)
    expect(generateCars({ count: 50, dealers, now: new Date(DEFAULT_CAR_NOW) })).toEqual(a)
    for (const car of a) expect(Date.parse(car.indexed_at)).toBeLessThanOrEqual(NOW)
  })

  it('builds the same car i whatever the batch size', () => {
    const count = 1234
    const expected = generateCars({ count, dealers, seed: 7 })
    for (const batchSize of [1, 7, 100, 1000, 5000]) {
      const batches = [...iterateCars({ count, dealers, seed: 7, batchSize })]
      expect(
        batches.every(
          (b, k) => b.length === (k < batches.length - 1 ? batchSize : count - batchSize * (batches.length - 1)),
        ),
      ).toBe(true)
      expect(batches.flat()).toEqual(expected)
    }
    const factory = createCarFactory({ dealers, seed: 7 })
    expect(factory(1000)).toEqual(expected[1000])
  })

  it('handles empty and invalid requests', () => {
    expect(generateCars({ count: 0, dealers: [] })).toEqual([])
    expect([...iterateCars({ count: 0, dealers })]).toEqual([])
    expect(() => generateCars({ count: 1, dealers: [] })).toThrow(/at least one dealer/)
    expect(() => generateCars({ count: -1, dealers })).toThrow(RangeError)
    expect(() => [...iterateCars({ count: 5, dealers, batchSize: 0 })]).toThrow(/batchSize/)
    expect(() => generateCars({ count: 1, dealers, now: new Date('nope') })).toThrow(/valid date/)
    expect(() => generateCars({ count: 100, dealers, now: new Date('2012-01-01T00:00:00Z') })).toThrow(
      /No catalogue model fits dealer \d+/,
    )
  })
})

describe('generateCars: shape and validation', () => {
  it('gives every car exactly the CarRecord keys, which are the collection fields', () => {
    const fields = collectionFieldNames(Cars.fields).sort()
    expect([...CAR_RECORD_KEYS].sort()).toEqual(fields)
    for (const car of cars) expect(Object.keys(car).sort()).toEqual(fields)
  })

  it('passes the json-field validation of the collection', () => {
    for (const car of cars) {
      for (const name of CAR_JSON_FIELD_NAMES) {
        const result = validateCarJson(name, car[name])
        if (result !== true) throw new Error(`car ${car.car_id}: ${result}`)
      }
    }
  })

  it('has unique car ids in sequence', () => {
    expect(new Set(cars.map((c) => c.car_id)).size).toBe(COUNT)
    expect(cars[0].car_id).toBe(String(CAR_ID_BASE + 1))
    expect(cars[COUNT - 1].car_id).toBe(String(CAR_ID_BASE + COUNT))
    const vins = cars.map((c) => c.car_chassino).filter((v): v is string => v !== null)
    expect(new Set(vins).size).toBe(vins.length)
  })

  it('builds slugs from brand, model and version in lower-case ASCII', () => {
    for (const car of cars) {
      expect(car.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(car.car_model_text).toBe(`${car.car_brand} ${car.car_model} ${car.car_version}`)
    }
    const xc60 = generateCars({ count: 3000, dealers, seed: 1 }).find(
      (c) => c.car_brand === 'Volvo' && c.car_model === 'XC60' && c.car_version === 'B4 AWD Plus Bright',
    )
    if (xc60) expect(xc60.slug).toBe('volvo-xc60-b4-awd-plus-bright')
    const skoda = cars.find((c) => c.car_version.includes('L&K'))
    if (skoda) expect(skoda.slug).toContain('-l-k')
  })
})

describe('generateCars: dealers and markets', () => {
  const byId = new Map(dealers.map((d) => [d.site_id, d]))

  it('copies the dealer site onto the car', () => {
    for (const car of cars) {
      const dealer = byId.get(car.car_site_id)
      expect(dealer).toBeDefined()
      if (!dealer) continue
      expect(car.index).toBe(dealer.index)
      expect(car.car_site_name).toBe(dealer.site_official_name)
      expect(car.car_site_region).toBe(dealer.site_region)
      expect(car.car_site_city).toBe(dealer.site_city)
      expect(car.car_site_leads_email).toBe(dealer.leads_email)
      expect(car.car_companyerpid).toBe(dealer.company_erp_id)
      expect(car.car_departmenterpid).toBe(dealer.department_erp_id)
      expect(car.car_sellers.length).toBeGreaterThanOrEqual(dealer.sellers.length ? 1 : 0)
      expect(car.car_sellers.length).toBeLessThanOrEqual(3)
      for (const seller of car.car_sellers) expect(dealer.sellers).toContainEqual(seller)
      expect(new Set(car.car_sellers.map((s) => s.name)).size).toBe(car.car_sellers.length)
    }
  })

  it('spreads cars over every dealer and market', () => {
    const sites = new Set(cars.map((c) => c.car_site_id))
    expect(sites.size).toBe(dealers.length)
    for (const index of SEARCH_INDICES) expect(cars.some((c) => c.index === index)).toBe(true)
  })

  it('sells only the dealer brands, except the trade-ins of the budget chain', () => {
    for (const car of cars) {
      const dealer = byId.get(car.car_site_id)!
      const model = CAR_MODELS.find(
        (m) => m.brand === car.car_brand && [m.name, ...Object.values(m.names)].includes(car.car_model),
      )
      expect(model, `${car.car_brand} ${car.car_model}`).toBeDefined()
      if (TRADE_IN_SHARE[car.index] === 0) {
        expect(dealer.brands).toContain(model?.seller)
      } else {
        expect([...dealer.brands, ...MARKET_BRANDS[car.index]]).toContain(car.car_brand)
      }
    }
    // The budget chain really sells other brands too.
    const bb = cars.filter((c) => c.index === 'bb')
    expect(share((c) => !byId.get(c.car_site_id)!.brands.includes(c.car_brand), bb)).toBeGreaterThan(0.2)
  })

  it('writes texts in the market language', () => {
    for (const car of cars) {
      const lang = INDEX_LANG[car.index]
      expect(Object.values(FUEL_LABELS).map((l) => l[lang])).toContain(car.car_fuel)
      expect(Object.values(BODY_LABELS).map((l) => l[lang])).toContain(car.car_body)
      expect(Object.values(COLOR_LABELS).map((l) => l[lang])).toContain(car.car_color)
      expect(car.car_price_currency).toBe(INDEX_CURRENCY[car.index])
    }
    const sv = cars.find((c) => c.index === 'se' && c.car_is_used)!
    expect(sv.car_description).toMatch(/ i färgen /)
    const en = cars.find((c) => c.index === 'uk' && c.car_is_used)!
    expect(en.car_description).toMatch(/ on the clock, /)
  })

  it('writes 2-4 sentence descriptions from the car data', () => {
    for (const car of cars) {
      // The title may contain dots ('ID. Buzz', '1.5 TSI'); count sentences without it.
      const text = car.car_description.split(car.car_model_text).join('X').split(car.car_site_name).join('Y')
      const sentences = text.split(/(?<=[.!])\s+(?=[A-ZÅÄÖÉÚČŠŽ0-9])/)
      expect(sentences.length, car.car_description).toBeGreaterThanOrEqual(2)
      expect(sentences.length, car.car_description).toBeLessThanOrEqual(4)
      expect(car.car_description).toContain(car.car_model_text)
    }
  })
})

describe('generateCars: realistic values', () => {
  it('mixes new, used, sample and highlighted cars in the intended shares', () => {
    expect(share((c) => c.car_is_sample)).toBeGreaterThan(0.015)
    expect(share((c) => c.car_is_sample)).toBeLessThan(0.05)
    expect(share((c) => c.caroftheweek)).toBeGreaterThan(0.008)
    expect(share((c) => c.caroftheweek)).toBeLessThan(0.035)
    expect(share((c) => c.car_has_campaign_price)).toBeGreaterThan(0.11)
    expect(share((c) => c.car_has_campaign_price)).toBeLessThan(0.19)
    expect(share((c) => c.car_is_used)).toBeGreaterThan(0.5)
    expect(share((c) => !c.car_is_used)).toBeGreaterThan(0.2)
    expect(share((c) => c.car_vehicle_type_code === 'LCV')).toBeGreaterThan(0.01)
    expect(share((c) => c.autos_on_show)).toBeGreaterThan(0.1)
    // The budget chain sells used cars only.
    expect(cars.filter((c) => c.index === 'bb').every((c) => c.car_is_used)).toBe(true)
  })

  it('keeps years, registrations and dates consistent with now', () => {
    const nowYear = new Date(NOW).getUTCFullYear()
    for (const car of cars) {
      expect(car.car_year).toBeLessThanOrEqual(nowYear)
      const publish = Date.parse(car.car_publishdate)
      const indexed = Date.parse(car.indexed_at)
      expect(publish).toBeGreaterThanOrEqual(NOW - 120 * DAY)
      expect(publish).toBeLessThanOrEqual(indexed)
      expect(indexed).toBeLessThanOrEqual(NOW)
      if (car.car_is_used) {
        expect(car.car_year).toBeGreaterThanOrEqual(2015)
        expect(car.car_year).toBeLessThanOrEqual(2025)
        expect(car.car_firstregistration).not.toBeNull()
        const reg = Date.parse(car.car_firstregistration!)
        expect(reg).toBeLessThan(NOW)
        expect(new Date(reg).getUTCFullYear()).toBeGreaterThanOrEqual(car.car_year)
        expect(car.car_mileage).toBeGreaterThan(0)
        expect(car.car_condition).not.toBe('')
      } else {
        expect(car.car_year).toBe(nowYear)
        expect(car.car_firstregistration).toBeNull()
      }
    }
  })

  it('gives samples no registration, chassis number or odometer', () => {
    const samples = cars.filter((c) => c.car_is_sample)
    expect(samples.length).toBeGreaterThan(0)
    for (const car of samples) {
      expect(car.car_is_used).toBe(false)
      expect(car.car_regno).toBeNull()
      expect(car.car_chassino).toBeNull()
      expect(car.car_odometer).toBeNull()
      expect(car.car_trim_package).toBeTruthy()
    }
    for (const car of cars.filter((c) => !c.car_is_sample)) {
      expect(car.car_regno).toBeTruthy()
      expect(car.car_chassino).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/)
      expect(car.car_trim_package).toBeNull()
    }
  })

  it('measures the odometer in the market unit and the mileage in km', () => {
    for (const car of cars.filter((c) => c.car_odometer !== null)) {
      const unit = INDEX_ODOMETER_UNIT[car.index]
      expect(car.car_odometer_unit).toBe(unit)
      const km =
        unit === 'mil' ? car.car_odometer! * 10 : unit === 'miles' ? car.car_odometer! * 1.609344 : car.car_odometer!
      expect(Math.abs(car.car_mileage! - km)).toBeLessThanOrEqual(1)
      const word = unit === 'miles' ? 'miles' : unit
      expect(car.car_mileage_text).toMatch(new RegExp(`^\\d{1,3}([ ,]\\d{3})* ${word}$`))
    }
    const se = cars.find((c) => c.index === 'se' && c.car_is_used)!
    expect(se.car_mileage_text).toMatch(/ mil$/)
  })

  it('keeps campaign prices below retail and the price fields consistent', () => {
    for (const car of cars) {
      const vat = 1 + INDEX_VAT_PERCENT[car.index] / 100
      expect(car.car_has_campaign_price).toBe(car.car_campaign_price !== null)
      expect(car.car_retail_price).toBeGreaterThan(0)
      if (car.car_campaign_price !== null) {
        expect(car.car_campaign_price).toBeLessThan(car.car_retail_price)
        expect(car.car_campaign_price_text).toBe(formatPrice(car.car_campaign_price, car.index))
        expect(car.car_campaigns.length).toBeGreaterThan(0)
      } else {
        expect(car.car_campaign_price_text).toBeNull()
        expect(car.car_campaign_price_exkl_vat).toBeNull()
      }
      expect(car.car_price_text).toBe(formatPrice(car.car_price, car.index))
      expect(car.car_retail_price_text).toBe(formatPrice(car.car_retail_price, car.index))
      const lang = INDEX_LANG[car.index]
      if (car.car_vehicle_type_code === 'LCV') {
        expect(car.car_body).toBe(BODY_LABELS.van[lang])
        expect(car.car_vat_eligible).toBe(true)
        expect(car.car_price_title).toBe(PRICE_TITLES.exVat[lang])
        expect(car.car_retail_price_exkl_vat).not.toBeNull()
        expect(car.car_retail_price).toBe(Math.round(car.car_retail_price_exkl_vat! * vat))
        expect(car.car_price).toBe(car.car_campaign_price_exkl_vat ?? car.car_retail_price_exkl_vat)
        if (car.car_campaign_price !== null) {
          expect(car.car_campaign_price_exkl_vat).toBeLessThan(car.car_retail_price_exkl_vat!)
        }
        expect(car.car_has_privateleasing).toBe(false)
      } else {
        expect(car.car_retail_price_exkl_vat).toBeNull()
        expect(car.car_campaign_price_exkl_vat).toBeNull()
        expect(car.car_price).toBe(car.car_campaign_price ?? car.car_retail_price)
        expect(car.car_price_title).toBe(PRICE_TITLES[car.car_has_campaign_price ? 'campaign' : 'price'][lang])
      }
    }
  })

  it('prices cars sensibly for the market', () => {
    const bounds = { SEK: [20_000, 2_500_000], NOK: [20_000, 3_000_000], EUR: [2_000, 250_000], GBP: [1_500, 200_000] }
    for (const car of cars) {
      const [min, max] = bounds[INDEX_CURRENCY[car.index]]
      expect(car.car_retail_price).toBeGreaterThanOrEqual(min)
      expect(car.car_retail_price).toBeLessThanOrEqual(max)
    }
    const se = cars.filter((c) => c.index === 'se' && c.car_vehicle_type_code === 'PC')
    for (const car of se) {
      expect(car.car_pbbratio).toBeGreaterThan(2)
      expect(car.car_beneficial_value).toBeGreaterThan((PRICE_BASE_AMOUNT_SE * 0.29) / 12)
    }
    for (const car of cars.filter((c) => c.index !== 'se' && c.index !== 'bb')) {
      expect(car.car_pbbratio).toBeNull()
      expect(car.car_beneficial_value).toBeNull()
    }
    // A new car costs more than the same model used, on average.
    const mean = (list: CarRecord[]) => list.reduce((sum, c) => sum + c.car_retail_price, 0) / list.length
    const seNew = se.filter((c) => !c.car_is_used)
    const seUsed = se.filter((c) => c.car_is_used)
    expect(mean(seNew)).toBeGreaterThan(mean(seUsed))
  })

  it('gives EVs battery data and no fuel tank, combustion cars the reverse', () => {
    const electric = cars.filter((c) => c.car_fuel === FUEL_LABELS.electric[INDEX_LANG[c.index]])
    expect(electric.length).toBeGreaterThan(100)
    for (const car of electric) {
      expect(car.car_battery_size).toBeGreaterThan(10)
      expect(car.car_wltp_range).toBeGreaterThan(100)
      expect(car.car_wltp_consumption).toBeGreaterThan(10)
      expect(car.car_ac_charging_speed).toBeGreaterThan(0)
      expect(car.car_battery_size_text).toMatch(/kWh$/)
      expect(car.car_fuel_tank).toBeNull()
      expect(car.car_fuel_tank_text).toBeNull()
      expect(car.car_fuel_combined).toBeNull()
      expect(car.car_co2_emission).toBe(0)
      expect(car.car_consumption).toBe(car.car_wltp_consumption)
    }
    const combustion = cars.filter((c) =>
      ['petrol', 'diesel', 'hybrid'].some((f) => c.car_fuel === FUEL_LABELS[f as 'petrol'][INDEX_LANG[c.index]]),
    )
    for (const car of combustion) {
      expect(car.car_battery_size).toBeNull()
      expect(car.car_wltp_range).toBeNull()
      expect(car.car_fuel_tank).toBeGreaterThan(20)
      expect(car.car_fuel_combined).toBeGreaterThan(2)
      expect(car.car_co2_emission).toBeGreaterThan(50)
    }
    const phev = cars.filter((c) => c.car_fuel === FUEL_LABELS.phev[INDEX_LANG[c.index]])
    for (const car of phev) {
      expect(car.car_battery_size).toBeGreaterThan(5)
      expect(car.car_fuel_tank).toBeGreaterThan(20)
    }
  })

  it('keeps technical data in plausible ranges with units in the texts', () => {
    for (const car of cars) {
      expect(car.car_power_hp).toBeGreaterThanOrEqual(40)
      expect(car.car_power_hp).toBeLessThanOrEqual(700)
      expect(Math.abs(car.car_power_kw! * 1.35962 - car.car_power_hp!)).toBeLessThan(1.5)
      expect(car.car_length).toBeGreaterThan(2500)
      expect(car.car_length).toBeLessThan(6500)
      expect(car.car_gross_weight).toBeGreaterThan(car.car_curb_weight!)
      expect(car.car_acceleration).toBeGreaterThan(2.5)
      expect(car.car_acceleration).toBeLessThan(20)
      expect(car.car_seats).toBeGreaterThanOrEqual(2)
      expect(car.car_length_text).toMatch(/ mm$/)
      expect(car.car_curb_weight_text).toMatch(/ kg$/)
      expect(car.car_power_kw_text).toMatch(/ kW$/)
      expect(car.car_equipment.length).toBeGreaterThanOrEqual(6)
      expect(new Set(car.car_equipment).size).toBe(car.car_equipment.length)
    }
    const uk = cars.find((c) => c.index === 'uk' && c.car_power_hp_text)!
    expect(uk.car_power_hp_text).toMatch(/ bhp$/)
    expect(uk.car_acceleration_text).toMatch(/ secs$/)
    const se = cars.find((c) => c.index === 'se' && c.car_curb_weight! >= 1000)!
    expect(se.car_curb_weight_text).toMatch(/^\d \d{3} kg$/)
  })

  it('references the shared picture set and the side view as the primary image', () => {
    const known = new Set(CAR_IMAGE_VARIANTS.map((v) => v.path))
    for (const car of cars) {
      expect(car.car_images.length).toBeGreaterThanOrEqual(3)
      expect(car.car_images.length).toBeLessThanOrEqual(4)
      for (const image of car.car_images) {
        expect(known.has(image.original)).toBe(true)
        expect(image.blur_data_url).toMatch(/^data:image\/svg\+xml,/)
      }
      expect(car.car_images[0].original).toMatch(/-side\.webp$/)
      expect(car.car_primary_image?.thumbnail_url).toBe(car.car_images[0].original)
    }
  })
})

describe('generateCars: finance', () => {
  it('offers loans on most Swedish cars with the market terms', () => {
    const swedish = cars.filter((c) => c.index === 'se' || c.index === 'bb')
    expect(share((c) => c.car_loan_option !== null, swedish)).toBeGreaterThan(0.75)
    for (const car of swedish.filter((c) => c.car_loan_option)) {
      const loan = car.car_loan_option!
      expect(loan.interest_rate).toBeGreaterThanOrEqual(4.95)
      expect(loan.interest_rate).toBeLessThanOrEqual(7.95)
      expect(loan.start_fee).toBe(695)
      expect(loan.invoice_fee).toBe(49)
      expect(loan.price).toBe(car.car_campaign_price ?? car.car_retail_price)
      const months = loan.contract_durations.map((d) => d.months)
      expect(months[0]).toBe(12)
      months.forEach((m, k) => k > 0 && expect(m - months[k - 1]).toBe(12))
      expect(Math.max(...months)).toBeLessThanOrEqual(84)
      const residuals = loan.contract_durations.map((d) => d.residual_percentage)
      residuals.forEach((r, k) => k > 0 && expect(r).toBeLessThanOrEqual(residuals[k - 1]))
      for (const d of loan.contract_durations) expect(d.cash_amount_min_percentage).toBe(20)
      const def = loan.default_contract_duration
      expect(loan.default_monthly_cost).toBe(
        monthlyCost({
          price: loan.price,
          cashPercent: def.cash_amount_min_percentage,
          residualPercent: def.residual_percentage,
          months: def.months,
          interestRate: loan.interest_rate,
        }),
      )
      expect(loan.default_monthly_cost_text).toMatch(/^\d{1,3}( \d{3})* kr\/mån$/)
      expect(car.car_loan_monthly_cost).toBe(loan.default_monthly_cost)
      expect(car.car_loan_rate).toBe(loan.interest_rate)
      expect(car.car_loan_duration).toBe(def.months)
      expect(car.car_loan_description).toBeTruthy()
      expect(car.car_has_campaign_loan).toBe(loan.interest_rate === LOAN_TERMS[car.index]!.campaignRate)
    }
    expect(cars.filter((c) => c.index === 'uk').every((c) => c.car_loan_option === null)).toBe(true)
  })

  it('offers leasing only on new cars, with flags matching the options', () => {
    for (const car of cars) {
      const items = car.car_leasing_options
      const hasPrivateItem = items.some((i) => i.leasing_type === 'Private')
      const hasCompanyItem = items.some((i) => i.leasing_type === 'Company')
      expect(car.car_has_privateleasing).toBe(hasPrivateItem)
      expect(car.car_has_companyleasing).toBe(hasCompanyItem)
      if (car.car_company_leasing_option) expect(car.car_has_companyleasing).toBe(true)
      if (car.car_private_leasing_option) {
        expect(car.car_has_privateleasing).toBe(true)
        expect(car.car_private_leasing_option.is_campaign).toBe(car.car_has_campaign_privateleasing)
      }
      if (car.car_is_used) {
        expect(items).toEqual([])
        expect(car.car_company_leasing_option).toBeNull()
        expect(car.car_private_leasing_option).toBeNull()
      }
      if (!car.car_has_companyleasing) expect(car.car_has_campaign_companyleasing).toBe(false)
      if (!car.car_has_privateleasing) expect(car.car_has_campaign_privateleasing).toBe(false)
    }
    const leased = cars.filter((c) => c.car_company_leasing_option)
    expect(leased.length).toBeGreaterThan(20)
    for (const car of leased) {
      const vat = 1 + INDEX_VAT_PERCENT[car.index] / 100
      const option = car.car_company_leasing_option!
      const incl = car.car_campaign_price ?? car.car_retail_price
      expect(Math.abs(option.price_base_amount - incl / vat)).toBeLessThanOrEqual(1)
    }
    const ukItems = cars.filter((c) => c.index === 'uk' && c.car_leasing_options.length)
    expect(ukItems.length).toBeGreaterThan(0)
    expect(ukItems[0].car_leasing_options[0].monthly_cost_text).toMatch(/^£[\d,]+\/month$/)
  })
})
