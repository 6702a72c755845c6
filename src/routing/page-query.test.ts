import { describe, expect, it } from 'vitest'
import type { Route } from './kinds'
import { storedQuery } from './page-query'

const list: Route = { kind: 'car-list', page: 3, filters: [] }
const content: Route = { kind: 'content', path: '/om-oss' }
const car: Route = { kind: 'car-detail', base: '/kop-bil', id: '1000004', slug: 'polestar-3' }
const q = (search: string) => new URLSearchParams(search)

describe('the query a stored page is kept under', () => {
  it('is nothing for pages that read none: campaign and click ids and made-up keys are dropped', () => {
    expect(storedQuery(content, q('utm_source=news&utm_medium=mail&gclid=abc&fbclid=x&whatever=1'))).toBe('')
    expect(storedQuery(car, q('utm_campaign=winter'))).toBe('')
    expect(storedQuery({ kind: 'story', page: 30, slug: 'nya-xc60' }, q('fbclid=x'))).toBe('')
    expect(storedQuery({ kind: 'dealer-detail', page: 4, slug: 'umea' }, q('utm_source=maps'))).toBe('')
    expect(storedQuery({ kind: 'dealer-list', page: 4 }, q('city=Umeå'))).toBe('')
  })

  it("is a car list's state in one order, values sorted, defaults and unknown keys left out", () => {
    const canonical =
      'car_brand=Kia&car_brand=Volvo&car_fuel=Diesel&car_fuel=El&car_price_max=400000&sort=price_asc&page=2'
    expect(
      storedQuery(
        list,
        q(
          'page=2&sort=price_asc&car_fuel=El&car_fuel=Diesel&car_brand=Volvo&car_brand=Kia&car_price_max=400000&utm_source=x',
        ),
      ),
    ).toBe(canonical)
    expect(
      storedQuery(
        list,
        q(
          'car_brand=Kia&car_fuel=Diesel&car_brand=Volvo&car_fuel=El&car_price_max=400+000&page=2&sort=price_asc&gclid=1',
        ),
      ),
    ).toBe(canonical)
    expect(storedQuery(list, q('page=1&sort=nonsense&car_fuel=&foo=bar'))).toBe('')
    // The "recently lowered" list is a page of its own, not the default order's.
    expect(storedQuery(list, q('utm_source=x&sort=price_lowered'))).toBe('sort=price_lowered')
    // Pages past the last one a list shows are its last one.
    expect(storedQuery(list, q('page=999'))).toBe('page=20')
  })

  it('keys a mileage typed in mil or miles as the same km bound the canonical URL holds', () => {
    expect(storedQuery(list, q('car_mileage_max_mil=5000'))).toBe('car_mileage_max=50000')
    expect(storedQuery(list, q('car_mileage_min_miles=10000'))).toBe('car_mileage_min=16093')
    expect(storedQuery(list, q('car_mileage_max=40000&car_mileage_max_mil=5000'))).toBe('car_mileage_max=40000')
  })

  it('keys a monthly budget, so a list with one is cached apart from the list without', () => {
    expect(storedQuery(list, q('monthly_max=4+000&car_fuel=El&utm_source=x'))).toBe('car_fuel=El&monthly_max=4000')
    expect(storedQuery(list, q('monthly_max=0'))).toBe('')
  })

  it("stores a town's list but not a visitor's position: a key per square kilometre, each read about once", () => {
    expect(storedQuery(list, q('distance=25&place=goteborg&sort=distance_asc'))).toBe(
      'place=goteborg&distance=25&sort=distance_asc',
    )
    expect(storedQuery(list, q('near=57.71,11.97&distance=25'))).toBeNull()
  })

  it('keeps no free text and no other kind', () => {
    expect(storedQuery(list, q('keyphrase=dragkrok'))).toBeNull()
    expect(storedQuery({ kind: 'service-booking', page: 4 }, q(''))).toBeNull()
  })
})
