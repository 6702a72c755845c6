import { describe, expect, it } from 'vitest'
import { byDistance, distanceKm } from './distance'

const stockholm = { lat: 59.3293, lng: 18.0686 }
const goteborg = { lat: 57.7089, lng: 11.9746 }
const malmo = { lat: 55.605, lng: 13.0038 }

describe('distance for "nearest to me"', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(stockholm, stockholm)).toBe(0)
    expect(distanceKm(stockholm, goteborg)).toBeGreaterThan(395)
    expect(distanceKm(stockholm, goteborg)).toBeLessThan(400)
    expect(distanceKm(goteborg, stockholm)).toBeCloseTo(distanceKm(stockholm, goteborg), 9)
  })

  it('sorts nearest first and keeps sites without a position last, in their order', () => {
    const sites = [
      { slug: 'nowhere-1', position: null },
      { slug: 'malmo', position: malmo },
      { slug: 'stockholm', position: stockholm },
      { slug: 'nowhere-2', position: null },
      { slug: 'goteborg', position: goteborg },
    ]
    const sorted = byDistance(sites, { lat: 57.7, lng: 12 })
    expect(sorted.map((s) => s.slug)).toEqual(['goteborg', 'malmo', 'stockholm', 'nowhere-1', 'nowhere-2'])
    expect(sorted[0]!.distanceKm).toBeLessThan(3)
    expect(sorted[3]!.distanceKm).toBeNull()
  })
})
