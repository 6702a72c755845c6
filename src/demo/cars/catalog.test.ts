import { describe, expect, it } from 'vitest'

import { generateDealers } from '@/demo/dealers/generate'
import { SEARCH_INDICES } from '@/sites/markets'

import {
  CAR_BRANDS,
  CAR_MODELS,
  inYears,
  MARKET_BRANDS,
  MODELS_BY_BRAND,
  modelName,
  modelsForSellerBrands,
  newCarListPrice,
  ON_SALE,
  slugPart,
} from './catalog'
import { equipmentChoices, EQUIPMENT } from './equipment'
import { CAR_LANGS } from '@/sites/format'
import { BODY_KEYS } from '@/features/cars/vocabulary'

const NOW_YEAR = 2026

describe('catalogue', () => {
  it('covers the group brands with several models each', () => {
    for (const brand of CAR_BRANDS) expect(MODELS_BY_BRAND[brand].length, brand).toBeGreaterThanOrEqual(3)
    expect(CAR_MODELS.length).toBeGreaterThan(100)
    expect(new Set(CAR_MODELS.map((m) => m.key)).size).toBe(CAR_MODELS.length)
  })

  it('offers an engine and a trim in every model year, and something to order today', () => {
    for (const model of CAR_MODELS) {
      expect(model.bodies.length).toBeGreaterThan(0)
      for (const body of model.bodies) expect(BODY_KEYS).toContain(body)
      const last = Math.min(model.years[1], NOW_YEAR)
      for (let year = Math.max(model.years[0], 2015); year <= last; year++) {
        expect(
          model.engines.some((e) => inYears(e.years, year)),
          `${model.key} ${year} engine`,
        ).toBe(true)
        expect(
          model.trims.some((t) => inYears(t.years, year)),
          `${model.key} ${year} trim`,
        ).toBe(true)
      }
      for (const engine of model.engines) {
        if (engine.years) {
          expect(engine.years[0], `${model.key} ${engine.code}`).toBeGreaterThanOrEqual(model.years[0])
          expect(engine.years[1] === ON_SALE || engine.years[1] <= model.years[1]).toBe(true)
        }
      }
    }
  })

  it('keeps drivetrain data realistic', () => {
    for (const model of CAR_MODELS) {
      expect(model.priceEur).toBeGreaterThan(10_000)
      expect(model.gross).toBeGreaterThan(model.curb)
      expect(model.seats).toBeGreaterThanOrEqual(2)
      expect(model.lcv).toBe(model.bodies.includes('van'))
      for (const e of model.engines) {
        const label = `${model.key} ${e.code}`
        expect(e.hp, label).toBeGreaterThan(40)
        expect(Math.abs(e.kw * 1.35962 - e.hp), label).toBeLessThan(1)
        expect(e.accel, label).toBeGreaterThan(2.5)
        if (e.fuel === 'electric') {
          expect(e.l100, label).toBeNull()
          expect(e.co2).toBe(0)
          expect(e.ev?.battery, label).toBeGreaterThan(15)
          expect(e.ev?.range, label).toBeGreaterThan(100)
          expect(e.ev?.kwh100, label).toBeGreaterThan(10)
          expect(e.gearbox).toBe('automatic')
        } else {
          expect(e.l100, label).toBeGreaterThan(0)
          expect(e.tank ?? model.tank, label).toBeGreaterThan(20)
          if (e.fuel === 'phev') {
            expect(e.ev?.battery, label).toBeGreaterThan(5)
            expect(e.l100, label).toBeLessThan(3)
          } else {
            expect(e.ev).toBeNull()
            expect(e.l100, label).toBeGreaterThan(3)
            expect(e.co2, label).toBeGreaterThan(80)
          }
        }
      }
    }
  })

  it('has models for every brand the demo dealers sell', () => {
    for (const dealer of generateDealers()) {
      for (const brand of dealer.site_brands ?? []) {
        if (brand.name === 'Mercedes-Benz Vans') {
          expect(modelsForSellerBrands([brand.name]).every((m) => m.brand === 'Mercedes-Benz')).toBe(true)
        }
        expect(modelsForSellerBrands([brand.name]).length, brand.name).toBeGreaterThan(0)
      }
    }
    for (const index of SEARCH_INDICES) for (const brand of MARKET_BRANDS[index]) expect(CAR_BRANDS).toContain(brand)
    expect(MARKET_BRANDS.uk).toEqual(['Mercedes-Benz', 'smart', 'BMW', 'MINI'])
  })

  it('names models per market and converts prices with market rounding', () => {
    const cClass = CAR_MODELS.find((m) => m.key === 'mercedes-benz-c-class-estate')!
    expect(modelName(cClass, 'sv')).toBe('C-Klass Kombi')
    expect(modelName(cClass, 'en')).toBe('C-Class Estate')
    const xc60 = CAR_MODELS.find((m) => m.key === 'volvo-xc60')!
    const b4 = xc60.engines.find((e) => e.code === 'B4')!
    const core = xc60.trims.find((t) => t.name === 'Core')!
    const se = newCarListPrice(xc60, b4, core, 'se')
    expect(se % 1000).toBe(900)
    expect(se).toBeGreaterThan(450_000)
    expect(se).toBeLessThan(750_000)
    expect(newCarListPrice(xc60, b4, core, 'fi') % 100).toBe(90)
    expect(newCarListPrice(xc60, b4, core, 'uk') % 100).toBe(95)
    // Norway taxes combustion cars, not EVs.
    const ex30 = CAR_MODELS.find((m) => m.key === 'volvo-ex30')!
    const ratio = (index: 'no' | 'se') =>
      newCarListPrice(
        ex30,
        ex30.engines[0],
        ex30.trims.find((t) => t.name === 'Core')!,
        index,
      )
    expect(ratio('no') / ratio('se')).toBeLessThan(newCarListPrice(xc60, b4, core, 'no') / se)
  })

  it('folds names into ASCII slugs', () => {
    expect(slugPart('Volvo XC60 B4 AWD Plus Bright')).toBe('volvo-xc60-b4-awd-plus-bright')
    expect(slugPart('Škoda Octavia L&K')).toBe('skoda-octavia-l-k')
    expect(slugPart('Mercedes-Benz C-Klass Kombi C 220 d')).toBe('mercedes-benz-c-klass-kombi-c-220-d')
    expect(slugPart('Citroën ë-C4 Bjørn Sæther')).toBe('citroen-e-c4-bjorn-saether')
    expect(slugPart('smart #1 Pro+')).toBe('smart-1-pro')
  })
})

describe('equipment', () => {
  it('has 20-40 items for a car in every language', () => {
    for (const lang of CAR_LANGS) {
      for (const profile of [
        { plug: false, ev: false, van: false, used: false },
        { plug: true, ev: true, van: false, used: true },
        { plug: false, ev: false, van: true, used: true },
      ]) {
        const list = equipmentChoices(lang, profile)
        expect(list.length).toBeGreaterThanOrEqual(20)
        expect(list.length).toBeLessThanOrEqual(40)
        expect(new Set(list).size).toBe(list.length)
      }
    }
    for (const item of EQUIPMENT) for (const lang of CAR_LANGS) expect(item[lang].length).toBeGreaterThan(1)
    const ev = equipmentChoices('sv', { plug: true, ev: true, van: false, used: false })
    expect(ev).toContain('Värmepump')
    expect(ev).not.toContain('Motorvärmare')
  })
})
