import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { columnsAt, configuredColumns, debounce, DEFAULT_STAGE_COLUMNS, STAGE_RESIZE_DEBOUNCE_MS } from './columns'

describe('stage row columns', () => {
  it('defaults to 3 columns', () => {
    expect(DEFAULT_STAGE_COLUMNS).toBe(3)
    expect(configuredColumns(undefined)).toBe(3)
    expect(configuredColumns('7')).toBe(3)
    expect(configuredColumns('4')).toBe(4)
    expect(configuredColumns(2)).toBe(2)
  })

  it('shows the configured count on wide screens, at most two on tablets and one on phones', () => {
    expect(columnsAt(1280, 4, 8)).toBe(4)
    expect(columnsAt(1024, 3, 8)).toBe(3)
    expect(columnsAt(1023, 3, 8)).toBe(2)
    expect(columnsAt(800, 2, 8)).toBe(2)
    expect(columnsAt(767, 4, 8)).toBe(1)
    expect(columnsAt(375, 3, 8)).toBe(1)
  })

  it('never has more columns than items', () => {
    expect(columnsAt(1280, 4, 2)).toBe(2)
    expect(columnsAt(1280, 3, 0)).toBe(1)
  })
})

describe('debounce (the breakpoint check)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once, 100 ms after the last call', () => {
    const fn = vi.fn()
    const check = debounce(fn, STAGE_RESIZE_DEBOUNCE_MS)
    check(1)
    vi.advanceTimersByTime(60)
    check(2)
    vi.advanceTimersByTime(99)
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(fn).toHaveBeenCalledTimes(1)
    expect(fn).toHaveBeenCalledWith(2)
  })

  it('drops a pending call on cancel', () => {
    const fn = vi.fn()
    const check = debounce(fn, 100)
    check()
    check.cancel()
    vi.advanceTimersByTime(500)
    expect(fn).not.toHaveBeenCalled()
  })
})
