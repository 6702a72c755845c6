import { describe, expect, it } from 'vitest'
import {
  COMPARE_KEY,
  EMPTY,
  MAX_COMPARE,
  parseStored,
  remove,
  replace,
  setOpen,
  toggle,
  type CompareCar,
  type CompareState,
} from './list'

const car = (id: number, values: CompareCar['values'] = { price: '100 kr' }): CompareCar => ({
  id: String(id),
  href: `/kop-bil/${id}/volvo`,
  title: 'Volvo XC60',
  version: null,
  image: '/-/media/a.webp',
  values,
})
const withCars = (...ids: number[]): CompareState => ({ cars: ids.map((id) => car(id)), open: false })

describe('compare list (spec 1 §3, §4 "Compare")', () => {
  it('toggle adds a car, and removes it when it is listed', () => {
    const added = toggle(EMPTY, car(1))
    expect(added.outcome).toBe('added')
    expect(added.state.cars.map((c) => c.id)).toEqual(['1'])
    const removed = toggle(added.state, car(1))
    expect(removed.outcome).toBe('removed')
    expect(removed.state).toEqual(EMPTY)
  })

  it(`refuses a car beyond ${MAX_COMPARE} and keeps the list as it was`, () => {
    const full = withCars(1, 2, 3, 4)
    const fifth = toggle(full, car(5))
    expect(fifth.outcome).toBe('full')
    expect(fifth.state).toBe(full)
    // a listed car can still be taken out of a full list
    expect(toggle(full, car(2)).state.cars.map((c) => c.id)).toEqual(['1', '3', '4'])
  })

  it('emptying the list closes the modal; the modal cannot open on an empty list', () => {
    const open = setOpen(withCars(1), true)
    expect(open.open).toBe(true)
    expect(remove(open, '1')).toEqual(EMPTY)
    expect(setOpen(EMPTY, true)).toEqual(EMPTY)
  })

  it('the full record replaces the card data only while the car is listed', () => {
    const full = car(1, { price: '100 kr', power: '250 hk' })
    expect(replace(withCars(1, 2), full).cars[0].values).toEqual({ price: '100 kr', power: '250 hk' })
    const without = withCars(2)
    expect(replace(without, full)).toBe(without)
  })

  it('reads what it stored, and anything else as empty', () => {
    const state = setOpen(withCars(1, 2), true)
    expect(parseStored(JSON.stringify(state))).toEqual(state)
    expect(COMPARE_KEY).toBe('compare')
    for (const raw of [
      null,
      '',
      '{',
      '[]',
      JSON.stringify({ cars: [{ id: 'x' }], open: true }),
      JSON.stringify({ cars: withCars(1, 2, 3, 4, 5).cars, open: false }),
    ]) {
      expect(parseStored(raw)).toEqual(EMPTY)
    }
    // a link or image off the site is not ours; texts are bounded
    expect(parseStored(JSON.stringify({ cars: [{ ...car(1), href: 'https://evil.example' }], open: false }))).toEqual(
      EMPTY,
    )
    expect(
      parseStored(JSON.stringify({ cars: [{ ...car(1), image: 'https://evil.example/a.webp' }], open: false })),
    ).toEqual(EMPTY)
    expect(parseStored(JSON.stringify({ cars: [{ ...car(1), title: 'x'.repeat(301) }], open: false }))).toEqual(EMPTY)
    expect(
      parseStored(JSON.stringify({ cars: [{ ...car(1), title: 'x'.repeat(300) }], open: false })).cars,
    ).toHaveLength(1)
    // values only for known rows, as text; every field of its type
    for (const bad of [
      { values: { horsepower: '150 hk' } },
      { values: { price: 100 } },
      { values: null },
      { version: 3 },
      { id: 12 },
      { id: '1e3' },
      { image: undefined },
    ]) {
      expect(parseStored(JSON.stringify({ cars: [{ ...car(1), ...bad }], open: false })), JSON.stringify(bad)).toEqual(
        EMPTY,
      )
    }
    expect(parseStored('{"cars":[],"open":"yes"}')).toEqual(EMPTY)
    const protoKey = JSON.stringify({ cars: [car(1)], open: false }).replace(
      '"values":{"price":"100 kr"}',
      '"values":{"__proto__":"x"}',
    )
    expect(protoKey).toContain('__proto__')
    expect(parseStored(protoKey)).toEqual(EMPTY)
    // what else a stored car carries is dropped
    expect(parseStored(JSON.stringify({ cars: [{ ...car(1), extra: '<script>' }], open: false })).cars[0]).toEqual(
      car(1),
    )
    // a stored empty list with the modal flag reads as closed
    expect(parseStored(JSON.stringify({ cars: [], open: true }))).toEqual(EMPTY)
  })
})
