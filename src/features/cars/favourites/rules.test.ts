import { describe, expect, it } from 'vitest'
import {
  FAVOURITES_KEY,
  MAX_FAVOURITES,
  MAX_RECENT,
  NONE,
  parseSaved,
  RECENT_KEY,
  removeSaved,
  shareQuery,
  sharedIds,
  toggleFavourite,
  visit,
  type SavedCar,
  type SavedCars,
} from './rules'

const car = (id: number): SavedCar => ({ id: String(id), slug: `volvo-xc60-${id}`, title: 'Volvo XC60', image: null })
const list = (...ids: number[]): SavedCars => ({ cars: ids.map(car) })

describe('favourites (issue 37 §3)', () => {
  it('toggle puts a car first, and takes it out when kept', () => {
    const added = toggleFavourite(list(1), car(2))
    expect(added.outcome).toBe('added')
    expect(added.list.cars.map((c) => c.id)).toEqual(['2', '1'])
    const removed = toggleFavourite(added.list, car(1))
    expect(removed.outcome).toBe('removed')
    expect(removed.list.cars.map((c) => c.id)).toEqual(['2'])
    expect(toggleFavourite(removed.list, car(2)).list).toEqual(NONE)
  })

  it(`refuses a car beyond ${MAX_FAVOURITES} and keeps the list as it was; a kept car can still go`, () => {
    const full = list(...Array.from({ length: MAX_FAVOURITES }, (_, i) => i + 1))
    const refused = toggleFavourite(full, car(999))
    expect(refused.outcome).toBe('full')
    expect(refused.list).toBe(full)
    expect(toggleFavourite(full, car(3)).list.cars).toHaveLength(MAX_FAVOURITES - 1)
    expect(removeSaved(list(1), '1')).toEqual(NONE)
  })

  it('reads what it stored, and anything else as empty', () => {
    expect(FAVOURITES_KEY).toBe('favourites')
    const stored = { cars: [car(1), { ...car(2), image: '/-/media/a.webp' }] }
    expect(parseSaved(JSON.stringify(stored), MAX_FAVOURITES)).toEqual(stored)
    for (const raw of [null, '', '{', '[]', '{"cars":[]}', '{"cars":"1"}', JSON.stringify(list(1, 1))]) {
      expect(parseSaved(raw, MAX_FAVOURITES), String(raw)).toEqual(NONE)
    }
    for (const bad of [
      { id: 1 },
      { id: '1e3' },
      { slug: '../x' },
      { slug: 'a b' },
      { title: 'x'.repeat(301) },
      { title: null },
      { image: 'https://evil.example/a.webp' },
      { image: '//evil.example/a.webp' },
      { image: undefined },
    ]) {
      expect(
        parseSaved(JSON.stringify({ cars: [{ ...car(1), ...bad }] }), MAX_FAVOURITES),
        JSON.stringify(bad),
      ).toEqual(NONE)
    }
    expect(parseSaved(JSON.stringify(list(1, 2, 3)), 2)).toEqual(NONE)
    // what else a stored car carries is dropped
    expect(parseSaved(JSON.stringify({ cars: [{ ...car(1), extra: '<script>' }] }), 2).cars[0]).toEqual(car(1))
  })

  it('a share link names the ids; reading one keeps car ids only, each once, at most 50', () => {
    expect(shareQuery(list(3, 1))).toBe('?cars=3,1')
    expect(shareQuery(NONE)).toBe('')
    expect(sharedIds(null)).toBeNull()
    expect(sharedIds('')).toEqual([])
    expect(sharedIds('3,1, 2,3,x,1e3,-4,,1234567890123,<b>')).toEqual(['3', '1', '2'])
    const many = Array.from({ length: 80 }, (_, i) => i + 1).join(',')
    expect(sharedIds(many)).toHaveLength(MAX_FAVOURITES)
    expect(sharedIds(many)?.[0]).toBe('1')
    expect(sharedIds('1,'.repeat(100_000))).toEqual(['1'])
  })
})

describe('recently viewed (issue 37 §3)', () => {
  it(`puts the seen car first, once, and keeps the last ${MAX_RECENT}`, () => {
    expect(RECENT_KEY).toBe('recentlyViewed')
    expect(visit(list(1, 2, 3), car(3)).cars.map((c) => c.id)).toEqual(['3', '1', '2'])
    const long = list(...Array.from({ length: MAX_RECENT }, (_, i) => i + 1))
    const next = visit(long, car(100))
    expect(next.cars).toHaveLength(MAX_RECENT)
    expect(next.cars[0].id).toBe('100')
    expect(next.cars.at(-1)?.id).toBe(String(MAX_RECENT - 1))
    // seeing the first car again changes nothing (no write, no re-render)
    const same = list(1, 2)
    expect(visit(same, car(1))).toBe(same)
  })
})
