import { describe, expect, it } from 'vitest'
import { activeFilters, chosenFirst, filterText, searchSummary, treeChoices, type FilterTexts } from './active'
import { listHref, parseListState, type ListState } from './state'

const texts: FilterTexts = {
  facet: (f) => ({ car_price: 'Pris', car_year: 'Årsmodell' })[f as 'car_price'] ?? f,
  range: (facet, { min, max }) =>
    min && max ? `${facet}: ${min}–${max}` : min ? `${facet}: från ${min}` : `${facet}: till ${max}`,
  keyphrase: (text) => `”${text}”`,
  value: (text) => text,
  amount: (_facet, n) => n.toLocaleString('sv-SE'),
  budget: (n) => `Max ${n} kr/mån`,
  distance: (choice) => `${choice.place ?? 'här'} ${choice.radius ?? ''}`.trim(),
}
const q = (query: string): ListState => parseListState(new URLSearchParams(query))

describe('active filters (the chips above the results)', () => {
  it('the hero search "volvo xc60 diesel" gives the chips Volvo, XC60 and Diesel, and the heading "Volvo XC60 · Diesel"', () => {
    const state = q('car_brand=Volvo>XC60&car_fuel=Diesel')
    const chips = activeFilters(state)
    expect(chips.map((c) => filterText(c, texts))).toEqual(['Volvo', 'XC60', 'Diesel'])
    expect(searchSummary(state, texts)).toBe('Volvo XC60 · Diesel')
  })

  it("each chip's link is the list without that choice: the model goes back to its brand, the brand drops its models", () => {
    const state = q('car_brand=Volvo>XC60&car_fuel=Diesel&sort=price_asc&page=3')
    const hrefs = activeFilters(state).map((c) => listHref('/bilar', c.without, null))
    expect(hrefs).toEqual([
      '/bilar?car_fuel=Diesel&sort=price_asc',
      '/bilar?car_brand=Volvo&car_fuel=Diesel&sort=price_asc',
      '/bilar?car_brand=Volvo%3EXC60&sort=price_asc',
    ])
  })

  it('under the brand/model path a chip keeps the path while its choice stays, and leaves it when removed', () => {
    const state = q('car_brand=Volvo>XC60&car_fuel=Diesel')
    const segments = { path: 'volvo/xc60', selection: 'Volvo>XC60' }
    const [brand, model, fuel] = activeFilters(state).map((c) => listHref('/bilar', c.without, segments))
    expect(fuel).toBe('/bilar/volvo/xc60')
    expect(model).toBe('/bilar?car_brand=Volvo&car_fuel=Diesel')
    expect(brand).toBe('/bilar?car_fuel=Diesel')
  })

  it('the monthly budget is one chip after the ranges, removed on its own; the heading leaves it to the chip', () => {
    const state = q('car_fuel=El&monthly_max=4000&keyphrase=dragkrok&page=2')
    const chips = activeFilters(state)
    expect(chips.map((c) => filterText(c, texts))).toEqual(['El', 'Max 4000 kr/mån', '”dragkrok”'])
    expect(listHref('/bilar', chips[1].without, null)).toBe('/bilar?car_fuel=El&keyphrase=dragkrok')
    expect(searchSummary(state, texts)).toBe('El · ”dragkrok”')
  })

  it('ranges read with their facet and the market number format; the keyphrase is quoted; hidden filters stay', () => {
    const state = q('car_price_min=100000&car_price_max=250000&keyphrase=dragkrok&car_vehicle_type=Transportbil')
    const chips = activeFilters(state)
    expect(chips.map((c) => filterText(c, texts))).toEqual([
      `Pris: ${(100000).toLocaleString('sv-SE')}–${(250000).toLocaleString('sv-SE')}`,
      '”dragkrok”',
    ])
    expect(chips[0].without.ranges).toEqual({})
    expect(chips[1].without.keyphrase).toBe('')
    expect(chips.every((c) => c.without.values.car_vehicle_type_code?.[0] === 'LCV')).toBe(true)
    expect(filterText(activeFilters(q('car_price_max=90000'))[0], texts)).toBe(
      `Pris: till ${(90000).toLocaleString('sv-SE')}`,
    )
  })

  it('the heading names years in a row as the chip does, and single years one by one', () => {
    expect(searchSummary(q('car_brand=BMW&car_year=2020&car_year=2021&car_year=2022&car_year=2023'), texts)).toBe(
      'BMW · 2020–2023',
    )
    expect(searchSummary(q('car_brand=BMW&car_year=2020&car_year=2022'), texts)).toBe('BMW · 2020, 2022')
  })

  it('no choice: no chips and no summary (sort and page are not filters)', () => {
    expect(activeFilters(q('sort=price_asc&page=2'))).toEqual([])
    expect(searchSummary(q('sort=price_asc'), texts)).toBeNull()
    // A place names the list as its chip does; a visitor's position does not.
    expect(searchSummary(q('car_brand=Volvo&place=goteborg&sort=distance_asc'), texts)).toBe('Volvo · goteborg')
    expect(searchSummary(q('car_brand=Volvo&place=goteborg&distance=25'), texts)).toBe('Volvo · goteborg 25')
    expect(searchSummary(q('near=57.70,11.97'), texts)).toBeNull()
  })

  it('the summary lists several brands, models and values', () => {
    expect(treeChoices(['Kia', 'Volvo>XC60', 'Volvo>V90'])).toEqual([
      { brand: 'Kia', models: [] },
      { brand: 'Volvo', models: ['XC60', 'V90'] },
    ])
    expect(
      searchSummary(
        q(
          'car_brand=Kia&car_brand=Volvo>XC60&car_brand=Volvo>V90&car_fuel=El&car_fuel=Diesel&car_body=SUV&keyphrase=drag',
        ),
        texts,
      ),
    ).toBe('Kia · Volvo XC60, V90 · SUV · El, Diesel · ”drag”')
  })

  it('chosen values come first in a facet list, the rest in the index order', () => {
    const values = ['Audi', 'BMW', 'Kia', 'Volvo'].map((text) => ({ text }))
    expect(chosenFirst(values, (v) => v.text === 'Volvo' || v.text === 'BMW').map((v) => v.text)).toEqual([
      'BMW',
      'Volvo',
      'Audi',
      'Kia',
    ])
  })

  it('names a chosen value in the page\'s language (se /en: "Bensin" shows "Petrol")', () => {
    const english = { ...texts, value: (text: string) => ({ Bensin: 'Petrol', Automat: 'Automatic' })[text] ?? text }
    const state = q('car_fuel=Bensin&car_gearbox=Automat')
    expect(activeFilters(state).map((c) => filterText(c, english))).toEqual(['Petrol', 'Automatic'])
    expect(searchSummary(state, english)).toBe('Petrol · Automatic')
  })

  it('three or more years in a row are one chip, removed at once ("2024 eller nyare")', () => {
    const state = q('car_year=2026&car_year=2024&car_year=2025&car_fuel=El')
    const chips = activeFilters(state)
    expect(chips.map((c) => filterText(c, texts))).toEqual(['El', 'Årsmodell: 2024–2026'])
    expect(chips[1].without.values).toEqual({ car_fuel: ['El'] })
    expect(activeFilters(q('car_year=2020&car_year=2022&car_year=2023')).map((c) => filterText(c, texts))).toEqual([
      '2020',
      '2022',
      '2023',
    ])
  })

  it('a place and radius are one chip, and removing it drops the nearest-first sort with it', () => {
    const state = q('place=goteborg&distance=25&sort=distance_asc&car_fuel=El')
    const chip = activeFilters(state).find((c) => c.kind === 'distance')!
    expect(filterText(chip, texts)).toBe('goteborg 25')
    expect(listHref('/lista', chip.without, null)).toBe('/lista?car_fuel=El')
  })
})
