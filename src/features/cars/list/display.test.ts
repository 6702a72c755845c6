import { describe, expect, it } from 'vitest'
import { capLeft, hasMore, pageOffsets, rangeAmount, shownCount, totalText } from './display'

describe('car list totals and paging (spec 1 §4, §9)', () => {
  it("a total of 10000 or more reads '10000+'", () => {
    expect(totalText(9999)).toBe('9999')
    expect(totalText(10_000)).toBe('10000+')
    expect(totalText(250_000)).toBe('10000+')
    expect(totalText(12_345, (n) => n.toLocaleString('sv-SE'))).toBe(`${(10_000).toLocaleString('sv-SE')}+`)
  })

  it('shows 48 a page up to the total', () => {
    expect(shownCount(1000, 1)).toBe(48)
    expect(shownCount(1000, 3)).toBe(144)
    expect(shownCount(100, 3)).toBe(100)
    expect(shownCount(5000, 25)).toBe(960)
  })

  it('hides show-more when all are shown (also with fewer than 12) and at page 20', () => {
    expect(hasMore(11, 1)).toBe(false)
    expect(hasMore(48, 1)).toBe(false)
    expect(hasMore(49, 1)).toBe(true)
    expect(hasMore(5000, 19)).toBe(true)
    expect(hasMore(5000, 20)).toBe(false)
  })

  it('asks pages at offset page*48, at most 20 of them', () => {
    expect(pageOffsets(1)).toEqual([0])
    expect(pageOffsets(3)).toEqual([0, 48, 96])
    expect(pageOffsets(40)).toHaveLength(20)
    expect(pageOffsets(40).at(-1)).toBe(19 * 48)
  })

  it('at the page cap the list counts the cars it cannot show, elsewhere none', () => {
    expect(capLeft(988, 20)).toBe(28)
    expect(capLeft(988, 19)).toBe(0)
    expect(capLeft(960, 20)).toBe(0)
    expect(capLeft(500, 20)).toBe(0)
    expect(hasMore(988, 20)).toBe(false)
  })
})

describe('rangeAmount (the chips of an understood phrase)', () => {
  it('writes money, monthly costs and mileage in the market’s currency and unit', () => {
    expect(rangeAmount('se', 'sv', 'car_price', 400000)).toBe('400 000 kr')
    expect(rangeAmount('uk', 'en', 'car_loan_monthly_cost', 300)).toBe('£300/month')
    expect(rangeAmount('se', 'sv', 'car_mileage', 50000)).toBe('5 000 mil')
    expect(rangeAmount('se', 'en', 'car_mileage', 50000)).toBe('50,000 km')
    expect(rangeAmount('uk', 'en', 'car_mileage', 48280)).toBe('30,000 miles')
    expect(rangeAmount('fi', 'fi', 'car_price', 40000)).toBe('40 000 €')
  })
})
