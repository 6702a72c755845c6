import { describe, expect, it } from 'vitest'
import { canonicalQuery, digestDueAt, listSearchParams, queryHash, signToken, verifyToken } from './rules'

describe('canonicalQuery', () => {
  it('makes one form of the same search, whatever the order, repeats or spelling', () => {
    const a = canonicalQuery({
      filters: { car_fuel: ['Diesel', 'El', 'El'], car_price: { max: 2 } },
      keyphrase: '  Volvo   V60 ',
    })
    const b = canonicalQuery({
      filters: { car_price: { max: 2 }, car_fuel: ['El', 'Diesel'], car_body: [] },
      keyphrase: 'volvo v60',
    })
    expect(a).toEqual(b)
    expect(queryHash(a)).toBe(queryHash(b))
    expect(a).toEqual({ filters: { car_fuel: ['Diesel', 'El'], car_price: { max: 2 } }, keyphrase: 'volvo v60' })
  })

  it('keeps a single value as a list and leaves open ranges out', () => {
    expect(canonicalQuery({ filters: { car_fuel: 'El', car_year: {} } })).toEqual({ filters: { car_fuel: ['El'] } })
  })
})

describe('listSearchParams', () => {
  it('writes the car list’s parameters: values repeated, ranges as _min/_max, the keyphrase', () => {
    expect(
      listSearchParams({ filters: { car_fuel: ['Diesel', 'El'], car_price: { min: 1, max: 2 } }, keyphrase: 'v60' }),
    ).toBe('car_fuel=Diesel&car_fuel=El&car_price_min=1&car_price_max=2&keyphrase=v60')
  })
})

describe('signed tokens', () => {
  it('verify for their purpose, subject and nonce only', () => {
    const token = signToken('s', 'manage', '42', 'n1')
    expect(verifyToken('s', 'manage', token, 'n1')).toBe(true)
    expect(verifyToken('s', 'manage', token, 'n2')).toBe(false)
    expect(verifyToken('s', 'unsubscribe', token, 'n1')).toBe(false)
    expect(verifyToken('other', 'manage', token, 'n1')).toBe(false)
    expect(verifyToken('s', 'manage', token.replace('42.', '43.'), 'n1')).toBe(false)
  })
})

describe('digestDueAt', () => {
  const now = new Date('2026-11-28T12:00:00Z')
  it('sends the first event after a quiet spell 30 s later', () => {
    expect(digestDueAt({ now, lastDigestAt: null, plannedAt: null, windowMs: 3_600_000 })).toEqual(
      new Date('2026-11-28T12:00:30Z'),
    )
    expect(
      digestDueAt({ now, lastDigestAt: new Date('2026-11-28T10:00:00Z'), plannedAt: null, windowMs: 3_600_000 }),
    ).toEqual(new Date('2026-11-28T12:00:30Z'))
  })
  it('waits for the end of the window after a digest, and keeps a planned time', () => {
    expect(
      digestDueAt({ now, lastDigestAt: new Date('2026-11-28T11:30:00Z'), plannedAt: null, windowMs: 3_600_000 }),
    ).toEqual(new Date('2026-11-28T12:30:00Z'))
    const planned = new Date('2026-11-28T12:10:00Z')
    expect(digestDueAt({ now, lastDigestAt: null, plannedAt: planned, windowMs: 3_600_000 })).toBe(planned)
  })
})
