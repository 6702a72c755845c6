import { describe, expect, it } from 'vitest'
import { EMPTY_STATE, type ListState } from './state'
import { withoutUnmatchedWords, withUnderstood } from './understood'

const none = { tree: [], values: {}, ranges: {}, keyphrase: '', place: null, corrections: [] }

describe('withUnderstood', () => {
  it('adds the phrase’s brands, models, values and bounds to the URL’s choices and keeps the words left', () => {
    const state: ListState = {
      ...EMPTY_STATE,
      tree: ['Volvo'],
      values: { car_fuel: ['Diesel'] },
      ranges: { car_price: { min: 100000 } },
      keyphrase: 'volvo xc60 el under 400k dragkrok',
      page: 3,
    }
    expect(
      withUnderstood(state, {
        ...none,
        tree: ['Volvo>XC60', 'Kia'],
        values: { car_fuel: ['El', 'Diesel'], car_year: ['2025', '2024'] },
        ranges: { car_price: { max: 400000 } },
        keyphrase: 'dragkrok',
      }),
    ).toEqual({
      ...EMPTY_STATE,
      tree: ['Volvo>XC60', 'Kia'],
      values: { car_fuel: ['Diesel', 'El'], car_year: ['2025', '2024'] },
      ranges: { car_price: { min: 100000, max: 400000 } },
      keyphrase: 'dragkrok',
      page: 3,
    })
  })

  it('makes a monthly bound the budget (monthly_max), replacing the URL’s; a leasing bound stays its facet’s range', () => {
    const state: ListState = { ...EMPTY_STATE, monthlyMax: 6000 }
    expect(withUnderstood(state, { ...none, ranges: { car_budget_monthly_cost: { max: 4000 } } })).toEqual({
      ...EMPTY_STATE,
      monthlyMax: 4000,
    })
    expect(withUnderstood(state, { ...none, ranges: { car_privateleasing_monthly_cost: { max: 3000 } } })).toEqual({
      ...state,
      ranges: { car_privateleasing_monthly_cost: { max: 3000 } },
    })
  })

  it('measures from the phrase’s town as the distance picker does: no radius, nearest first unless a sort was chosen', () => {
    expect(withUnderstood({ ...EMPTY_STATE, keyphrase: 'bilar i göteborg' }, { ...none, place: 'goteborg' })).toEqual({
      ...EMPTY_STATE,
      distance: { near: null, place: 'goteborg', radius: null },
      sort: 'distance_asc',
    })
    expect(withUnderstood({ ...EMPTY_STATE, sort: 'price_asc' }, { ...none, place: 'goteborg' })).toMatchObject({
      distance: { place: 'goteborg' },
      sort: 'price_asc',
    })
    // The phrase's town replaces the URL's place or position and keeps its radius, as the picker does.
    const there: ListState = {
      ...EMPTY_STATE,
      distance: { near: null, place: 'malmo', radius: 25 },
      sort: 'distance_asc',
    }
    expect(withUnderstood(there, { ...none, place: 'goteborg' })).toEqual({
      ...there,
      distance: { near: null, place: 'goteborg', radius: 25 },
    })
    const here: ListState = { ...EMPTY_STATE, distance: { near: { lat: 57.7, lng: 11.97 }, place: null, radius: 10 } }
    expect(withUnderstood(here, { ...none, place: 'goteborg' }).distance).toEqual({
      near: null,
      place: 'goteborg',
      radius: 10,
    })
  })

  it('leaves out what the list has no facet for', () => {
    expect(withUnderstood(EMPTY_STATE, { ...none, values: { car_model_text: ['x'] } }).values).toEqual({})
  })
})

describe('withoutUnmatchedWords', () => {
  it('drops the words when filters are left, and is null when the words were the whole search', () => {
    expect(withoutUnmatchedWords({ ...EMPTY_STATE, tree: ['Volvo'], keyphrase: 'qwzx' })).toEqual({
      ...EMPTY_STATE,
      tree: ['Volvo'],
    })
    expect(withoutUnmatchedWords({ ...EMPTY_STATE, keyphrase: 'qwzx' })).toBeNull()
    expect(withoutUnmatchedWords({ ...EMPTY_STATE, tree: ['Volvo'] })).toBeNull()
  })
})
