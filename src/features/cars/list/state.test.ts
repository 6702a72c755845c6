import { describe, expect, it } from 'vitest'
import {
  EMPTY_STATE,
  filterCount,
  isDeepListQuery,
  listHref,
  parseListState,
  parsePage,
  serialiseListState,
} from './state'

const parse = (qs: string) => parseListState(new URLSearchParams(qs))

describe('car list URL state', () => {
  it('reads filters, ranges, keyphrase, sort and page', () => {
    const state = parse(
      'car_brand=Volvo&car_brand=Kia%3ECeed&car_fuel=Diesel&car_fuel=El&car_price_min=100+000&car_price_max=400000&keyphrase=+dragkrok+&sort=price_asc&page=3',
    )
    expect(state).toEqual({
      tree: ['Volvo', 'Kia>Ceed'],
      values: { car_fuel: ['Diesel', 'El'] },
      ranges: { car_price: { min: 100000, max: 400000 } },
      monthlyMax: null,
      keyphrase: 'dragkrok',
      distance: { near: null, place: null, radius: null },
      sort: 'price_asc',
      page: 3,
    })
  })

  it('keeps a place, radius and nearest-first sort in the URL, and drops nearest-first without a place', () => {
    const qs = 'car_fuel=El&place=goteborg&distance=25&sort=distance_asc'
    expect(serialiseListState(parse(qs))).toBe(qs)
    expect(parse('sort=distance_asc').sort).toBeNull()
    expect(isDeepListQuery(new URLSearchParams('near=57.71,11.97'))).toBe(true)
  })

  it('keeps the "recently lowered" sort in the URL', () => {
    expect(parse('sort=price_lowered').sort).toBe('price_lowered')
    expect(serialiseListState(parse('car_fuel=El&sort=price_lowered'))).toBe('car_fuel=El&sort=price_lowered')
  })

  it('round-trips through the query string in a stable order', () => {
    const qs =
      'car_brand=Volvo&car_body=SUV&car_fuel=El&car_site_region=Stockholm&car_site_region=Uppsala&car_mileage_max=5000&keyphrase=drag+krok&sort=year_desc&page=2'
    expect(serialiseListState(parse(qs))).toBe(qs)
    expect(serialiseListState(parse('page=2&car_fuel=El&car_brand=Volvo'))).toBe('car_brand=Volvo&car_fuel=El&page=2')
  })

  it('leaves defaults out and an empty state is an empty query', () => {
    expect(serialiseListState(EMPTY_STATE)).toBe('')
    expect(serialiseListState(parse('page=1&sort=&keyphrase=%20'))).toBe('')
  })

  it('ignores unknown parameters, bad sorts, empty and duplicate values', () => {
    const state = parse('foo=1&sort=cheapest&car_fuel=&car_fuel=El&car_fuel=El&car_wings=2')
    expect(state.values).toEqual({ car_fuel: ['El'] })
    expect(state.sort).toBeNull()
  })

  it('bounds values: over-long values dropped, at most 50 per facet, keyphrase cut at 200', () => {
    const many = Array.from({ length: 60 }, (_, i) => `car_color=c${i}`).join('&')
    expect(parse(many).values.car_color).toHaveLength(50)
    expect(parse(`car_color=${'x'.repeat(101)}`).values.car_color).toBeUndefined()
    expect(parse(`keyphrase=${'k'.repeat(300)}`).keyphrase).toHaveLength(200)
  })

  it('reads ranges with spaces, one side only, and puts a reversed pair the right way round', () => {
    expect(parse('car_price_min=149%20900').ranges).toEqual({ car_price: { min: 149900 } })
    expect(parse('car_mileage_min=9000&car_mileage_max=1000').ranges).toEqual({ car_mileage: { min: 1000, max: 9000 } })
    expect(parse('car_price_min=abc&car_price_max=1.5').ranges).toEqual({})
  })

  describe('page cap (spec 1 §5, §9: page index at most 19)', () => {
    it.each([
      ['2', 2],
      ['20', 20],
      ['21', 20],
      ['999999', 20],
      ['0', 1],
      ['-3', 1],
      ['2.5', 1],
      ['x', 1],
      [null, 1],
    ])('page=%s → %i', (raw, page) => expect(parsePage(raw)).toBe(page))
  })

  describe("the old site's redirect-target parameters (spec 2 §3)", () => {
    it('car_fuel, car_condition, car_brand and repeatable car_site_region are facets as they are', () => {
      const state = parse(
        'car_fuel=El&car_condition=Begagnad&car_brand=Volvo&car_site_region=Stockholm&car_site_region=Uppsala',
      )
      expect(state.tree).toEqual(['Volvo'])
      expect(state.values).toEqual({
        car_fuel: ['El'],
        car_condition: ['Begagnad'],
        car_site_region: ['Stockholm', 'Uppsala'],
      })
    })

    it.each([
      ['Personbil', ['PC']],
      ['Transportbil', ['LCV']],
      ['LCV', ['LCV']],
      ['lcv', ['LCV']],
      ['Traktor', undefined],
    ])('car_vehicle_type=%s → car_vehicle_type_code %j', (type, codes) => {
      expect(parse(`car_vehicle_type=${type}`).values.car_vehicle_type_code).toEqual(codes)
    })

    it('writes the vehicle type back under the index field, so filtering keeps it', () => {
      expect(serialiseListState(parse('car_vehicle_type=Transportbil&car_vehicle_type=LCV'))).toBe(
        'car_vehicle_type_code=LCV',
      )
    })
  })

  it('reads a monthly budget as a positive whole amount and writes it back; anything else is no budget', () => {
    expect(parse('monthly_max=4 000').monthlyMax).toBe(4000)
    for (const bad of ['0', '-5', '4000.5', 'fyra', '']) expect(parse(`monthly_max=${bad}`).monthlyMax).toBeNull()
    expect(serialiseListState({ ...EMPTY_STATE, monthlyMax: 4000, sort: 'price_asc' })).toBe(
      'monthly_max=4000&sort=price_asc',
    )
    expect(filterCount(parse('monthly_max=4000'))).toBe(1)
  })

  it('counts filters, not sort or page', () => {
    expect(filterCount(parse('sort=price_asc&page=3'))).toBe(0)
    expect(filterCount(parse('car_brand=Volvo&car_fuel=El&car_fuel=Diesel&car_price_min=1&keyphrase=x'))).toBe(5)
  })

  it('calls more than one choice, or any keyphrase, a deep combination (noindex)', () => {
    const deep = (qs: string) => isDeepListQuery(new URLSearchParams(qs))
    expect(deep('')).toBe(false)
    expect(deep('car_fuel=El&sort=price_asc&page=3')).toBe(false)
    expect(deep('car_fuel=El&car_brand=Volvo')).toBe(true)
    expect(deep('keyphrase=dragkrok')).toBe(true)
  })
})

describe('list URLs', () => {
  const state = parseListState(new URLSearchParams('car_brand=Volvo%3EXC60&car_fuel=El&page=2'))
  const segments = { path: 'volvo/xc60', selection: 'Volvo>XC60' }

  it('stay under the brand/model path while it is selected', () => {
    expect(listHref('/kop-bil/alla', state, segments)).toBe('/kop-bil/alla/volvo/xc60?car_fuel=El&page=2')
  })

  it('put the choice in the query once the path brand is dropped', () => {
    expect(listHref('/kop-bil/alla', { ...state, tree: ['Kia'] }, segments)).toBe(
      '/kop-bil/alla?car_brand=Kia&car_fuel=El&page=2',
    )
    expect(listHref('/kop-bil/alla', state, null)).toBe('/kop-bil/alla?car_brand=Volvo%3EXC60&car_fuel=El&page=2')
    expect(listHref('/', EMPTY_STATE, null)).toBe('/')
  })
})
