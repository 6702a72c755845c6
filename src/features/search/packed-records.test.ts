import { describe, expect, it } from 'vitest'
import { generateCars } from '@/demo/cars/generate'
import { generateDealers, toDealerSummary } from '@/demo/dealers/generate'
import { PackedRecords } from './packed-records'

type Row = Record<string, unknown>

const packed = (records: Row[], dropped: string[] = []) => {
  const store = new PackedRecords<Row>(dropped)
  for (const record of records) store.push(record)
  return store
}

describe('packed records', () => {
  it('give back every field type as it went in, key order included', () => {
    const record: Row = {
      id: 'c1',
      brand: 'Škoda',
      text: 'Nyservad – 5 000 mil, värmare ✓ 🚗',
      empty: '',
      price: 349_900.5,
      negative: -12,
      zero: 0,
      used: true,
      sample: false,
      missing: null,
      gone: undefined,
      equipment: ['Dragkrok', 'Motorvärmare', ''],
      none: [],
      image: { url: '/a.webp', width: 800, alt: null, tags: ['x'] },
      options: [{ months: 36, cost: 2990 }, null],
      numbers: [1, 2.5],
      mixed: ['a', 1, null],
    }
    const store = packed([record])
    const back = store.get(0)!
    expect(back).toStrictEqual(record)
    expect(Object.keys(back)).toEqual(Object.keys(record))
  })

  it('keep a field coded or not per record, and both come back alike', () => {
    // 3,000 records: the brand repeats (coded throughout), the id never does (stops being coded at 2,000), the
    // price turns from text to number half way (coded, then not).
    const records = Array.from({ length: 3000 }, (_, i) => ({
      id: `car-${i}`,
      brand: ['Volvo', 'Kia', 'Škoda'][i % 3],
      price: i < 1500 ? String(i % 7) : i,
      equipment: i % 5 ? ['Dragkrok', `Paket ${i % 11}`] : null,
    }))
    const store = packed(records)
    for (const i of [0, 1, 1499, 1500, 1999, 2000, 2001, 2999]) expect(store.get(i)).toStrictEqual(records[i])
  })

  it('read records of different shapes side by side', () => {
    const records: Row[] = [{ a: 1, b: 'x' }, { b: 'x', a: 1 }, { a: 1 }, { a: undefined, b: 'y' }, {}]
    const store = packed(records)
    records.forEach((record, i) => {
      expect(store.get(i)).toStrictEqual(record)
      expect(Object.keys(store.get(i)!)).toEqual(Object.keys(record))
    })
  })

  it('keep dropped fields as null', () => {
    const store = packed([{ id: 'c1', description: 'En lång text', price: 5 }], ['description'])
    expect(store.get(0)).toStrictEqual({ id: 'c1', description: null, price: 5 })
  })

  it('give a fresh object each read, so a caller changing it changes no other answer', () => {
    const store = packed([{ id: 'c1', equipment: ['Dragkrok'] }])
    const first = store.get(0)!
    ;(first.equipment as string[]).push('Taklucka')
    first.id = 'changed'
    expect(store.get(0)).toStrictEqual({ id: 'c1', equipment: ['Dragkrok'] })
  })

  it('forget removed slots and keep the others, while more are added', () => {
    const store = packed([{ id: 'a' }, { id: 'b' }])
    store.remove(0)
    store.push({ id: 'a', changed: true })
    expect(store.length).toBe(3)
    expect(store.get(0)).toBeUndefined()
    expect(store.get(1)).toStrictEqual({ id: 'b' })
    expect(store.get(2)).toStrictEqual({ id: 'a', changed: true })
    expect(store.get(3)).toBeUndefined()
  })

  it('span chunks: records larger than one, and many cars', () => {
    const long = { id: 'big', text: 'å'.repeat(1_200_000) }
    const dealers = generateDealers().map(toDealerSummary)
    const cars = generateCars({ count: 3000, dealers }) as unknown as Row[]
    const store = packed([cars[0], long, ...cars.slice(1)])
    expect(store.get(1)).toStrictEqual(long)
    expect(store.get(0)).toStrictEqual(JSON.parse(JSON.stringify(cars[0])))
    for (let i = 1; i < cars.length; i += 97)
      expect(store.get(i + 1)).toStrictEqual(JSON.parse(JSON.stringify(cars[i])))
  })

  it('throw on a record JSON cannot hold, and stay as they were', () => {
    const store = packed([{ id: 'a' }])
    expect(() => store.push({ id: 'b', count: 1n })).toThrow()
    expect(store.length).toBe(1)
    store.push({ id: 'c' })
    expect(store.get(1)).toStrictEqual({ id: 'c' })
  })

  it('code an object or a list of objects whole when its values repeat, and give each read its own copy', () => {
    // 3,000 cars over 8 pictures and 5 offers (as a market's cars share a few hundred pictures), then one of each kind
    // that repeats no other: every record comes back as it went in, in a fraction of the literal bytes.
    const picture = (i: number) => ({
      blur: `data:image/svg+xml,${'%3Csvg%3E'.repeat(12)}${i}`,
      url: `/m/car-${i}.webp`,
    })
    const offer = (i: number) => [{ months: 36, monthly: 2990 + i, note: 'Inklusive service och försäkring' }]
    const records: Row[] = Array.from({ length: 3000 }, (_, i) => ({
      id: `car-${i}`,
      image: picture(i % 8),
      offers: i % 4 ? offer(i % 5) : [],
      option: i % 3 ? null : { months: 48, rest: 0.4 },
    }))
    records.push({ id: 'odd', image: picture(99), offers: [null, 'x', 3], option: { months: 12 } })
    const store = packed(records)
    const literal = packed(records.map((record) => ({ ...record, image: 1, offers: 1, option: 1 })))
    for (const i of [0, 1, 7, 8, 1999, 2000, 2999, 3000]) expect(store.get(i)).toStrictEqual(records[i])
    const first = store.get(0)!
    ;(first.image as { url: string }).url = 'changed'
    expect(store.get(8)!.image).toStrictEqual(picture(0))
    const literalBytes = records.reduce((sum, record) => sum + JSON.stringify(Object.values(record)).length, 0)
    expect(store.usedBytes).toBeLessThan(literal.usedBytes + (literalBytes - literal.usedBytes) / 10)
  })
})
