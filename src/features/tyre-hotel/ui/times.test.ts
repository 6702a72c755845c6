import { describe, expect, it } from 'vitest'
import { timeLabel, timeOptions } from './times'

describe('times of a day (spec 2 §7.3)', () => {
  it('shows HH:mm of the wall-clock time sent', () => {
    expect(timeLabel('2026-12-03T08:30:00')).toBe('08:30')
    expect(timeLabel('2026-12-03T14:05:00+01:00')).toBe('14:05')
    expect(timeLabel('08:30')).toBeNull()
  })

  it('de-duplicates and sorts, keeping the first start time of each', () => {
    const options = timeOptions([
      { startTime: ['2026-12-03T13:00:00', '2026-12-03T08:00:00', '2026-12-03T08:00:00'] },
      { startTime: ['2026-12-03T08:00:30', '2026-12-03T10:30:00', 'junk'] },
      { startTime: null },
    ])
    expect(options).toEqual([
      { label: '08:00', value: '2026-12-03T08:00:00' },
      { label: '10:30', value: '2026-12-03T10:30:00' },
      { label: '13:00', value: '2026-12-03T13:00:00' },
    ])
    expect(timeOptions([])).toEqual([])
  })
})
