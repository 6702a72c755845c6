import { describe, expect, it } from 'vitest'
import {
  builtinStyle,
  BUILTIN_MAX_ZOOM,
  BUILTIN_STYLE_PATH,
  cappedView,
  DEFAULT_CENTRE,
  directionsUrl,
  mapStyleUrl,
  siteView,
  sitesView,
  styleMaxZoom,
  workshopView,
} from './view'

describe('map views (spec 1 §7 maps service)', () => {
  it('centres a site map on the site at zoom 12, or on 59.3293, 18.0686 without coordinates', () => {
    expect(siteView({ lat: 57.7, lng: 11.97 })).toEqual({ kind: 'centre', latitude: 57.7, longitude: 11.97, zoom: 12 })
    expect(siteView(null)).toEqual({ kind: 'centre', latitude: 59.3293, longitude: 18.0686, zoom: 12 })
    expect(DEFAULT_CENTRE).toEqual({ lat: 59.3293, lng: 18.0686 })
  })

  it('fits all sites of a list, and treats none or one like a site map', () => {
    expect(sitesView([])).toEqual(siteView(null))
    expect(sitesView([{ lat: 60, lng: 10 }])).toEqual(siteView({ lat: 60, lng: 10 }))
    expect(
      sitesView([
        { lat: 55.6, lng: 13 },
        { lat: 65.58, lng: 22.15 },
        { lat: 59.3, lng: 18 },
      ]),
    ).toEqual({
      kind: 'bounds',
      west: 13,
      south: 55.6,
      east: 22.15,
      north: 65.58,
      maxZoom: 12,
    })
  })
})

describe('zoom on the built-in basemap (zoom 12 was a blank beige square)', () => {
  it('caps every view at the zoom its 1:50m shapes can show', () => {
    const cap = styleMaxZoom(mapStyleUrl({}))
    expect(cap).toBe(BUILTIN_MAX_ZOOM)
    expect(BUILTIN_MAX_ZOOM).toBeLessThanOrEqual(8)
    expect(cappedView(siteView({ lat: 57.7, lng: 11.97 }), cap)).toEqual({
      kind: 'centre',
      latitude: 57.7,
      longitude: 11.97,
      zoom: BUILTIN_MAX_ZOOM,
    })
    expect(cappedView(workshopView({ lat: 57.7, lng: 11.97 }), cap)).toMatchObject({ zoom: BUILTIN_MAX_ZOOM })
    expect(
      cappedView(
        sitesView([
          { lat: 55.6, lng: 13 },
          { lat: 59.3, lng: 18 },
        ]),
        cap,
      ),
    ).toMatchObject({ kind: 'bounds', maxZoom: BUILTIN_MAX_ZOOM })
  })

  it('leaves a configured style (MAP_STYLE_URL) its own zoom: 12 for a site, 15 for the booked workshop', () => {
    const cap = styleMaxZoom(mapStyleUrl({ MAP_STYLE_URL: 'https://tiles.example.com/styles/basic.json' }))
    expect(cap).toBeUndefined()
    expect(cappedView(siteView({ lat: 57.7, lng: 11.97 }), cap)).toEqual(siteView({ lat: 57.7, lng: 11.97 }))
    expect(cappedView(workshopView({ lat: 57.7, lng: 11.97 }), cap)).toMatchObject({ zoom: 15 })
  })
})

describe('the style URL', () => {
  it('is the built-in basemap unless MAP_STYLE_URL names an https URL or a path', () => {
    expect(mapStyleUrl({})).toBe(BUILTIN_STYLE_PATH)
    expect(mapStyleUrl({ MAP_STYLE_URL: '  ' })).toBe(BUILTIN_STYLE_PATH)
    expect(mapStyleUrl({ MAP_STYLE_URL: 'https://tiles.example.com/styles/basic.json' })).toBe(
      'https://tiles.example.com/styles/basic.json',
    )
    expect(mapStyleUrl({ MAP_STYLE_URL: '/maps/style.json' })).toBe('/maps/style.json')
    expect(mapStyleUrl({ MAP_STYLE_URL: 'http://tiles.example.com/style.json' })).toBe(BUILTIN_STYLE_PATH)
    expect(mapStyleUrl({ MAP_STYLE_URL: '//evil.example/style.json' })).toBe(BUILTIN_STYLE_PATH)
    expect(mapStyleUrl({ MAP_STYLE_URL: 'javascript:alert(1)' })).toBe(BUILTIN_STYLE_PATH)
  })

  it('serves a style without labels, so it needs no glyphs or sprites', () => {
    const style = builtinStyle()
    expect(style.version).toBe(8)
    expect(style).not.toHaveProperty('glyphs')
    expect(style).not.toHaveProperty('sprite')
    expect(style.sources.basemap.data).toBe('/api/maps/basemap')
    expect(style.layers.map((l) => l.type)).not.toContain('symbol')
  })
})

describe('directions', () => {
  it('point at the coordinates, else at the address, else nowhere', () => {
    expect(directionsUrl({ lat: 57.7, lng: 11.9 }, 'x')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=57.7%2C11.9',
    )
    expect(directionsUrl(null, 'Storgatan 1, 411 01 Göteborg')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Storgatan%201%2C%20411%2001%20G%C3%B6teborg',
    )
    expect(directionsUrl(null, ' ')).toBeNull()
  })
})

describe('the booked workshop’s map (spec 2 §9)', () => {
  it('centres on the workshop at zoom 15', () => {
    expect(workshopView({ lat: 57.7, lng: 11.97 })).toEqual({
      kind: 'centre',
      latitude: 57.7,
      longitude: 11.97,
      zoom: 15,
    })
  })
})
