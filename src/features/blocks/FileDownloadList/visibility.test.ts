import { describe, expect, it } from 'vitest'
import { DEFAULT_VISIBLE_FILES, fileListView, fileSize, visibleCount } from './visibility'

describe('file list visibility', () => {
  it('shows 3 files by default', () => {
    expect(DEFAULT_VISIBLE_FILES).toBe(3)
    expect(visibleCount(null)).toBe(3)
    expect(visibleCount(0)).toBe(3)
    expect(visibleCount(Number.NaN)).toBe(3)
    expect(visibleCount(5.7)).toBe(5)
  })

  it('collapses beyond the visible count and expands to all', () => {
    expect(fileListView(7, null, false)).toEqual({ shown: 3, hidden: 4, toggle: true })
    expect(fileListView(7, null, true)).toEqual({ shown: 7, hidden: 0, toggle: true })
  })

  it('has no toggle when every file fits', () => {
    expect(fileListView(3, 3, false)).toEqual({ shown: 3, hidden: 0, toggle: false })
    expect(fileListView(2, null, true)).toEqual({ shown: 2, hidden: 0, toggle: false })
    expect(fileListView(0, null, false)).toEqual({ shown: 0, hidden: 0, toggle: false })
  })
})

describe('fileSize', () => {
  it('uses decimal units and the locale', () => {
    expect(fileSize(840, 'en-GB')).toBe('840 B')
    expect(fileSize(84_000, 'en-GB')).toBe('84 kB')
    expect(fileSize(2_400_000, 'en-GB')).toBe('2.4 MB')
    expect(fileSize(2_400_000, 'sv-SE')).toBe('2,4 MB')
    expect(fileSize(null, 'en-GB')).toBeNull()
    expect(fileSize(-1, 'en-GB')).toBeNull()
  })
})
