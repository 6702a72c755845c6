import { describe, expect, it } from 'vitest'
import { distanceQuery, NO_DISTANCE, originOf, parseDistance, placesOf, placeSlug, writeDistance } from './distance'

const read = (qs: string) => parseDistance(new URLSearchParams(qs))

describe('the car list distance choice', () => {
  it('reads one origin and a radius from the URL, position rounded, bad values dropped', () => {
    expect(read('near=57.708934,11.974567&distance=25')).toEqual({
      near: { lat: 57.71, lng: 11.97 },
      place: null,
      radius: 25,
    })
    expect(read('place=goteborg&distance=50')).toEqual({ near: null, place: 'goteborg', radius: 50 })
    expect(read('near=57.7,11.9&place=goteborg').place).toBeNull()
    expect(read('place=goteborg&distance=30').radius).toBeNull()
    expect(read('distance=25')).toEqual(NO_DISTANCE)
    expect(read('place=<script>')).toEqual(NO_DISTANCE)
  })

  it('writes a rounded position, never the precise one', () => {
    const params = new URLSearchParams()
    writeDistance({ near: { lat: 53.796481, lng: -1.547851 }, place: null, radius: 10 }, params)
    expect(params.toString()).toBe('near=53.8%2C-1.55&distance=10')
  })

  it('names each town once at the mean of its sites, slugs folded', () => {
    const places = placesOf(
      [
        { site_city: 'Malmö', site_geocoord: '55.5,13.0' },
        { site_city: 'Malmö', site_geocoord: '55.7,13.2' },
        { site_city: 'Göteborg', site_geocoord: '57.7,12.0' },
        { site_city: 'Nowhere', site_geocoord: null },
      ],
      'sv-SE',
    )
    expect(places.map((p) => p.slug)).toEqual(['goteborg', 'malmo'])
    expect(places[1].lat).toBeCloseTo(55.6, 9)
    expect(placeSlug('Lillestrøm')).toBe('lillestrom')
    expect(originOf({ near: null, place: 'malmo', radius: null }, places)).toEqual({
      lat: places[1].lat,
      lng: places[1].lng,
    })
    expect(originOf({ near: null, place: 'oslo', radius: null }, places)).toBeNull()
  })

  it('asks the engine in km: miles on the UK site', () => {
    const q = distanceQuery({ lat: 53.8, lng: -1.55 }, 10, 'miles')
    expect(q.origin?.radii_km?.[0]).toBeCloseTo(16.09344, 5)
    expect(q.facet).toEqual({ name: 'distance', filters: { max: 16.09344 } })
    expect(distanceQuery({ lat: 57.7, lng: 12 }, null, 'km').facet).toEqual({ name: 'distance' })
  })
})
