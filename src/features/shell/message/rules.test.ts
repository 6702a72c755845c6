import { describe, expect, it } from 'vitest'
import { canHideMessage, isMessageVisible, parseHiddenTitles, withHiddenTitle } from './rules'

describe('site message rules (spec 1 §4)', () => {
  it('never lets a warning be hidden', () => {
    expect(canHideMessage({ type: 'Warning' })).toBe(false)
    expect(isMessageVisible({ type: 'Warning', title: 'Closed' }, ['Closed'])).toBe(true)
  })

  it('hides other types for the session by title', () => {
    for (const type of ['Dark', 'Light', 'Neutral', 'Other'] as const) {
      expect(canHideMessage({ type })).toBe(true)
      expect(isMessageVisible({ type, title: 'Sale' }, ['Sale'])).toBe(false)
      expect(isMessageVisible({ type, title: 'Sale' }, ['Other title'])).toBe(true)
    }
  })

  it('stores each title once', () => {
    expect(withHiddenTitle([], 'Sale')).toEqual(['Sale'])
    expect(withHiddenTitle(['Sale'], 'Sale')).toEqual(['Sale'])
    expect(withHiddenTitle(['A'], 'B')).toEqual(['A', 'B'])
  })

  it('reads the session value defensively', () => {
    expect(parseHiddenTitles(null)).toEqual([])
    expect(parseHiddenTitles('not json')).toEqual([])
    expect(parseHiddenTitles('{"a":1}')).toEqual([])
    expect(parseHiddenTitles('["A", 3, "B"]')).toEqual(['A', 'B'])
  })
})
