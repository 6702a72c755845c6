import { describe, expect, it } from 'vitest'
import { COUNTIES } from './counties'
import { PLACES } from './places'
import { nearestPlace, searchPlaces, toLocation } from './search'

describe('place search over the local gazetteer (spec 2 §5)', () => {
  it('holds a few hundred Swedish places, each in Sweden with a known county and a unique id', () => {
    expect(PLACES.length).toBeGreaterThan(300)
    const ids = PLACES.map((p) => toLocation(p).placeId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [, county, lat, lng] of PLACES) {
      expect(COUNTIES[county]).toBeDefined()
      expect(lat).toBeGreaterThan(55)
      expect(lat).toBeLessThan(69.1)
      expect(lng).toBeGreaterThan(10.9)
      expect(lng).toBeLessThan(24.2)
    }
  })

  it('ranks the whole name, then prefixes (larger places first), then later words, then substrings', () => {
    expect(searchPlaces('lund')[0].name).toBe('Lund')
    expect(
      searchPlaces('upp')
        .map((p) => p.name)
        .slice(0, 3),
    ).toEqual(['Uppsala', 'Upplands Väsby', 'Uppvidinge'])
    expect(searchPlaces('väsby').map((p) => p.name)).toEqual(['Upplands Väsby'])
    expect(searchPlaces('sala').map((p) => p.name)[0]).toBe('Sala')
    expect(searchPlaces('sala').map((p) => p.name)).toContain('Uppsala')
  })

  it('is case-insensitive and finds Swedish names typed without diacritics, after exact ones', () => {
    expect(searchPlaces('GÖTEBORG')[0]).toMatchObject({
      name: 'Göteborg',
      region: 'Västra Götalands län',
      placeId: 'se-o-goteborg',
    })
    expect(searchPlaces('goteborg')[0].name).toBe('Göteborg')
    expect(searchPlaces('ore')[0].name).toBe('Örebro')
    expect(searchPlaces('ö')[0].name).toBe('Örebro')
    expect(searchPlaces('  ')).toEqual([])
    expect(searchPlaces('xyzzy')).toEqual([])
  })

  it('gives at most 8 answers', () => {
    expect(searchPlaces('a')).toHaveLength(8)
  })

  it('names the nearest place to a position', () => {
    expect(nearestPlace(59.85, 17.65)?.name).toBe('Uppsala')
    expect(nearestPlace(55.61, 13.01)?.name).toBe('Malmö')
  })
})
