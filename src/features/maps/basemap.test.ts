import { describe, expect, it, vi } from 'vitest'

vi.mock('server-only', () => ({}))
const { basemapGeoJson } = await import('./basemap')

describe('the built-in basemap', () => {
  it('holds the countries as polygons, their borders and the coasts as lines, from the packaged shapes', () => {
    const data = JSON.parse(basemapGeoJson())
    expect(data.type).toBe('FeatureCollection')
    const kinds = data.features.map((f: { properties: { kind: string } }) => f.properties.kind)
    expect(kinds.filter((k: string) => k === 'country').length).toBeGreaterThan(200)
    const border = data.features.find((f: { properties: { kind: string } }) => f.properties.kind === 'border')
    expect(border.geometry.type).toBe('MultiLineString')
    const coast = data.features.find((f: { properties: { kind: string } }) => f.properties.kind === 'coast')
    expect(coast.geometry.coordinates.length).toBeGreaterThan(100)
    // Sweden's coast runs by Stockholm (the default centre): some coast point lies within 0.5° of it.
    const near = coast.geometry.coordinates
      .flat()
      .some(([lng, lat]: number[]) => Math.abs(lat - 59.33) < 0.5 && Math.abs(lng - 18.07) < 0.5)
    expect(near).toBe(true)
  })

  it('rounds coordinates to three decimals and builds once', () => {
    const text = basemapGeoJson()
    expect(text).toBe(basemapGeoJson())
    expect(/\d\.\d{4,}/.test(text)).toBe(false)
  })
})
