import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import type { CarRecord } from '@/features/cars/types'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { parseGeocoord, type LatLng } from '@/features/dealers/validation'
import { CAR_SCHEMA } from './car-schema'
import { parseQuery, planQuery, SearchQueryError, type SearchQuery } from './contract'
import { distanceKm } from './distance'
import { SearchEngine } from './engine'

const sites = generateDealers()
const seSites = sites.filter((site) => site.index === 'se')
const CARS: CarRecord[] = generateCars({ count: 800, dealers: sites.map(toDealerSummary) }).filter(
  (car) => car.index === 'se',
)
const positions = new Map(seSites.map((site) => [site.site_id, parseGeocoord(site.site_geocoord)!] as [string, LatLng]))
const plan = (query: Omit<SearchQuery, 'index'>) => planQuery(CAR_SCHEMA, parseQuery({ index: 'cars-se', ...query }))
const goteborg = { lat: 57.71, lon: 11.97 }

const engine = new SearchEngine(CAR_SCHEMA, CARS)
engine.positions = positions

/** The oracle: every car measured on its own, the way the engine must not have to. */
const kmOf = (car: CarRecord) => {
  const position = positions.get(car.car_site_id)
  return position ? distanceKm({ lat: goteborg.lat, lng: goteborg.lon }, position) : Infinity
}

describe('distance from an origin', () => {
  it('filters to the cars whose dealer site is within the radius, nearest first, each with its distance', () => {
    const answer = engine.run(
      plan({
        origin: goteborg,
        facets: [{ name: 'distance', filters: { max: 25 } }],
        sort_name: 'distance_asc',
        fields: ['car_id', 'distance_km'],
        limit: 500,
      }),
    )
    const expected = CARS.filter((car) => kmOf(car) <= 25)
    expect(expected.length).toBeGreaterThan(0)
    expect(answer.total_items).toBe(expected.length)
    const km = answer.content.map((car) => car.distance_km as number)
    expect(km.every((d) => d <= 25)).toBe(true)
    expect(km).toEqual([...km].sort((a, b) => a - b))
  })

  it('counts every radius without its own selection, cumulatively', () => {
    const answer = engine.run(
      plan({ origin: goteborg, facets: [{ name: 'distance', filters: { max: 10 } }], limit: 0 }),
    )
    const facet = answer.facet[0]
    expect(facet.type === 'tree' && facet.values.map((v) => [v.text, v.count])).toEqual(
      [10, 25, 50, 100].map((r) => [String(r), CARS.filter((car) => kmOf(car) <= r).length]),
    )
  })

  it('sorts the whole market by distance with cars of a site without a position last', () => {
    const unplaced = new SearchEngine(CAR_SCHEMA, CARS)
    const nearest = [...positions].sort(
      ([, a], [, b]) =>
        distanceKm({ lat: goteborg.lat, lng: goteborg.lon }, a) -
        distanceKm({ lat: goteborg.lat, lng: goteborg.lon }, b),
    )[0][0]
    unplaced.positions = new Map([...positions].filter(([id]) => id !== nearest))
    const answer = unplaced.run(
      plan({
        origin: goteborg,
        sort_name: 'distance_asc',
        fields: ['car_id', 'car_site_id', 'distance_km'],
        limit: 500,
      }),
    )
    const km = answer.content.map((car) => (car.distance_km as number | null) ?? Infinity)
    expect(km).toEqual([...km].sort((a, b) => a - b))
    const last = unplaced.run(
      plan({
        origin: goteborg,
        sort_name: 'distance_asc',
        fields: ['car_site_id', 'distance_km'],
        offset: answer.total_items - 1,
        limit: 1,
      }),
    )
    expect(last.content[0]).toEqual({ car_site_id: nearest, distance_km: null })
  })

  it('refuses distance without an origin with a message that names the part, not the input', () => {
    expect(() => plan({ sort_name: 'distance_asc' })).toThrow(SearchQueryError)
    expect(() => plan({ facets: [{ name: 'distance' }] })).toThrow(/needs an origin/)
    expect(() => plan({ origin: goteborg, facets: [{ name: 'distance', filters: [10] }] })).toThrow(/takes \{max\}/)
  })
})
