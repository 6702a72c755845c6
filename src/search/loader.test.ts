import { describe, expect, it } from 'vitest'
import { createInterner, toCarRecord } from './loader'

describe('car records as the index loads them', () => {
  it('interns strings and lists of strings without changing a value; resident records leave detail columns null', () => {
    const intern = createInterner()
    // Built at run time, so the two texts are distinct strings until interned.
    const brand = (n: number) => ['Vol', 'vo'].join('') + ' '.repeat(n)
    const a = toCarRecord({ car_id: 'a', car_brand: brand(0), car_equipment: ['Drag' + 'krok'], car_price: 100 }, true, intern)
    const b = toCarRecord({ car_id: 'b', car_brand: brand(0), car_equipment: ['Dragkrok'], car_price: 100 }, true, intern)
    expect(a.car_brand).toBe('Volvo')
    expect(b.car_equipment).toEqual(['Dragkrok'])
    expect(a.car_price).toBe(100)
    expect(b.car_images).toBeNull()
    expect(toCarRecord({ car_id: 'c' }).car_images).toEqual([])
  })
})
