import { describe, expect, it } from 'vitest'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { parseQuery, planQuery } from '@/features/search/contract'
import { listQuery, presetFilters } from './query'
import { parseListState } from './state'

const state = parseListState(
  new URLSearchParams('car_brand=Volvo%3EXC60&car_fuel=El&car_price_max=400000&keyphrase=drag&car_vehicle_type=LCV'),
)

describe('car list queries (spec 1 §7)', () => {
  it('groups presets by field: several rows of one field are any of them', () => {
    expect(
      presetFilters([
        { field: 'car_fuel', value: 'El' },
        { field: 'car_fuel', value: ' Laddhybrid ' },
        { field: 'car_condition', value: 'Ny' },
        { field: 'car_fuel', value: 'El' },
      ]),
    ).toEqual({
      car_fuel: ['El', 'Laddhybrid'],
      car_condition: ['Ny'],
    })
  })

  it('first page: presets as filters, choices as facet selections, limit 48 offset 0; valid for the car index', () => {
    const query = listQuery('cars-se', [{ field: 'car_condition', value: 'Ny' }], state, 0)
    expect(query).toMatchObject({
      index: 'cars-se',
      filters: { car_condition: ['Ny'] },
      keyphrase: 'drag',
      limit: 48,
      offset: 0,
    })
    expect(query.sort_name).toBeUndefined() // relevance with a keyphrase
    const facets = Object.fromEntries(query.facets!.map((f) => [f.name, f.filters]))
    expect(facets['car_brand>car_model']).toEqual(['Volvo>XC60'])
    expect(facets.car_fuel).toEqual(['El'])
    expect(facets.car_vehicle_type_code).toEqual(['LCV'])
    expect(facets.car_price).toEqual({ max: 400000 })
    expect(facets.car_body).toEqual([])
    const plan = planQuery(CAR_SCHEMA, parseQuery(query))
    expect(plan.facets.find((f) => f.name === 'car_price')?.kind).toBe('histogram')
  })

  it('later pages carry only the facets that filter, at offset page*48', () => {
    const query = listQuery('cars-se', [], state, 96, 'price_asc')
    expect(query.offset).toBe(96)
    expect(query.facets!.map((f) => f.name).sort()).toEqual([
      'car_brand>car_model',
      'car_fuel',
      'car_price',
      'car_vehicle_type_code',
    ])
    planQuery(CAR_SCHEMA, parseQuery(query))
  })

  it('bounds the budget column by the monthly budget, on every page, without a facet of its own', () => {
    const budget = { ...parseListState(new URLSearchParams('car_fuel=El')), monthlyMax: 4000 }
    for (const offset of [0, 48]) {
      const query = listQuery('cars-se', [{ field: 'car_body', value: 'SUV' }], budget, offset)
      expect(query.filters).toEqual({ car_body: ['SUV'], car_budget_monthly_cost: { max: 4000 } })
      expect(planQuery(CAR_SCHEMA, parseQuery(query)).filters).toContainEqual({
        kind: 'range',
        field: 'car_budget_monthly_cost',
        min: -Infinity,
        max: 4000,
      })
    }
    expect(listQuery('cars-se', [], { ...budget, monthlyMax: null }, 0).filters).toEqual({})
  })

  it("sort: the shopper's, else the editor's default (none with a keyphrase: relevance)", () => {
    const none = parseListState(new URLSearchParams(''))
    expect(listQuery('cars-se', [], none, 0, 'price_asc').sort_name).toBe('price_asc')
    expect(listQuery('cars-se', [], { ...none, sort: 'year_desc' }, 0, 'price_asc').sort_name).toBe('year_desc')
    expect(listQuery('cars-se', [], none, 0).sort_name).toBeUndefined()
  })
})
