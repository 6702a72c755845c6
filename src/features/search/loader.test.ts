import { describe, expect, it } from 'vitest'
import { createInterner, toCarRecord } from './loader'

/** An object row as the array row the loader reads (row number first), each column through `intern`. */
const record = (row: Record<string, unknown>, resident = false, intern = (value: unknown) => value) => {
  const keys = Object.keys(row)
  return toCarRecord(
    [0, ...keys.map((key) => row[key])],
    keys,
    keys.map(() => intern),
    resident,
  )
}

describe('car records as the index loads them', () => {
  it('interns strings and lists of strings without changing a value; resident records leave detail columns null', () => {
    const intern = createInterner()
    // Built at run time, so the two texts are distinct strings until interned.
    const brand = (n: number) => ['Vol', 'vo'].join('') + ' '.repeat(n)
    const a = record(
      { car_id: 'a', car_brand: brand(0), car_equipment: ['Drag' + 'krok'], car_price: 100 },
      true,
      intern,
    )
    const b = record({ car_id: 'b', car_brand: brand(0), car_equipment: ['Dragkrok'], car_price: 100 }, true, intern)
    expect(a.car_brand).toBe('Volvo')
    expect(b.car_equipment).toEqual(['Dragkrok'])
    expect(a.car_price).toBe(100)
    expect(b.car_images).toBeNull()
    expect(record({ car_id: 'c' }).car_images).toEqual([])
  })

  it('stops pooling a column whose values do not repeat, and keeps pooling one whose values do', () => {
    const unique = createInterner()
    for (let i = 0; i < 1999; i++) unique(`VIN${i}`)
    expect(unique.pooling()).toBe(true)
    unique('VIN1999')
    expect(unique.pooling()).toBe(false)
    expect(unique('VIN1')).toBe('VIN1')
    const repeating = createInterner()
    for (let i = 0; i < 5000; i++) repeating(i % 3 ? 'Volvo' : `Saab ${i}`)
    expect(repeating.pooling()).toBe(true)
    // Lists count element by element.
    const lists = createInterner()
    for (let i = 0; i < 1000; i++) lists(['Dragkrok', 'Navigation', `code ${i}`])
    expect(lists.pooling()).toBe(true)
  })

  it('reads each value at its column, after the row number', () => {
    const keys = ['car_id', 'car_brand', 'car_equipment', 'car_publishdate', 'car_images']
    const car = toCarRecord(
      [7, 'x1', 'Volvo', ['Dragkrok'], '2026-11-01T10:00:00+01:00', null],
      keys,
      keys.map(() => createInterner()),
      true,
    )
    expect(car).toMatchObject({ car_id: 'x1', car_brand: 'Volvo', car_equipment: ['Dragkrok'], car_images: null })
    expect(car.car_publishdate).toBe('2026-11-01T09:00:00.000Z')
  })
})
