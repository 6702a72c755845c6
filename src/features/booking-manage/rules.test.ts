import { describe, expect, it } from 'vitest'
import {
  MANAGE_DEFAULTS,
  hashManageToken,
  manageAllowance,
  newManageToken,
  reminderApplies,
  reminderDueAt,
  reminderHoursSetting,
  reminderSchedule,
  tokenUsable,
  type ManageState,
} from './rules'

const base: ManageState = {
  status: 'booked',
  startsAt: new Date('2026-06-10T08:00:00Z'),
  rescheduleCount: 0,
  lateChangeHours: MANAGE_DEFAULTS.lateChangeHours,
  maxReschedules: MANAGE_DEFAULTS.maxReschedules,
}

describe('manage tokens', () => {
  it('are long, random and stored only as a SHA-256 hex hash', () => {
    const a = newManageToken()
    const b = newManageToken()
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(hashManageToken(a)).toMatch(/^[0-9a-f]{64}$/)
    expect(hashManageToken(a)).toBe(hashManageToken(a))
    expect(hashManageToken(a)).not.toBe(hashManageToken(b))
    expect(hashManageToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('open the booking only until the appointment begins', () => {
    expect(tokenUsable(base.startsAt, new Date('2026-06-10T07:59:59Z'))).toBe(true)
    expect(tokenUsable(base.startsAt, base.startsAt)).toBe(false)
  })
})

describe('late-change rules', () => {
  it('allow cancel and reschedule well ahead', () => {
    expect(manageAllowance(base, new Date('2026-06-08T08:00:00Z'))).toEqual({ canCancel: true, canReschedule: true })
  })

  it('refuse both within the late-change window, and at its edge allow them', () => {
    expect(manageAllowance(base, new Date('2026-06-09T08:00:01Z'))).toEqual({
      canCancel: false,
      canReschedule: false,
      refusal: 'too-late',
    })
    expect(manageAllowance(base, new Date('2026-06-09T08:00:00Z')).canCancel).toBe(true)
    expect(manageAllowance({ ...base, lateChangeHours: 48 }, new Date('2026-06-08T12:00:00Z')).refusal).toBe('too-late')
  })

  it('refuse a past or cancelled booking', () => {
    expect(manageAllowance(base, new Date('2026-06-11T00:00:00Z')).refusal).toBe('past')
    expect(manageAllowance({ ...base, status: 'cancelled' }, new Date('2026-06-01T00:00:00Z')).refusal).toBe(
      'cancelled',
    )
  })

  it('allow at most the workshop’s number of reschedules, but still a cancel', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(manageAllowance({ ...base, rescheduleCount: 2 }, now).canReschedule).toBe(true)
    expect(manageAllowance({ ...base, rescheduleCount: 3 }, now)).toEqual({
      canCancel: true,
      canReschedule: false,
      refusal: 'reschedule-limit',
    })
  })
})

describe('reminders', () => {
  it('are due the set number of real hours before, across both daylight-saving changes', () => {
    // Spring forward in Stockholm: 2026-03-29 02:00 → 03:00. 09:00 local on the 30th is 07:00Z.
    expect(reminderDueAt(new Date('2026-03-30T07:00:00Z'), new Date('2026-03-01T00:00:00Z'), 24)).toEqual(
      new Date('2026-03-29T07:00:00Z'),
    )
    // Fall back: 2026-10-25 03:00 → 02:00. 09:00 local on the 26th is 08:00Z.
    expect(reminderDueAt(new Date('2026-10-26T08:00:00Z'), new Date('2026-10-01T00:00:00Z'), 24)).toEqual(
      new Date('2026-10-25T08:00:00Z'),
    )
  })

  it('are not sent for a booking made less than that ahead', () => {
    expect(reminderDueAt(base.startsAt, new Date('2026-06-09T09:00:00Z'), 24)).toBeNull()
    expect(reminderDueAt(base.startsAt, new Date('2026-06-09T07:00:00Z'), 24)).toEqual(new Date('2026-06-09T08:00:00Z'))
  })
})

describe('the reminder setting', () => {
  it('is 24 hours unless BOOKING_REMINDER_HOURS says whole hours up to a week; 0 turns reminders off', () => {
    expect(reminderHoursSetting({})).toBe(24)
    expect(reminderHoursSetting({ BOOKING_REMINDER_HOURS: '' })).toBe(24)
    expect(reminderHoursSetting({ BOOKING_REMINDER_HOURS: '48' })).toBe(48)
    expect(reminderHoursSetting({ BOOKING_REMINDER_HOURS: '0' })).toBe(0)
    for (const typo of ['-1', '2.5', '169', 'ten', '24h'])
      expect(reminderHoursSetting({ BOOKING_REMINDER_HOURS: typo })).toBe(24)
  })

  it('schedules nothing when off or too close, else the due time', () => {
    const now = new Date('2026-06-01T00:00:00Z')
    expect(reminderSchedule(base.startsAt, now, 0)).toBeNull()
    expect(reminderSchedule(base.startsAt, now, 24)).toEqual(new Date('2026-06-09T08:00:00Z'))
    expect(reminderSchedule(base.startsAt, new Date('2026-06-09T22:00:00Z'), 24)).toBeNull()
  })
})

describe('a reminder at delivery', () => {
  const due = new Date('2026-06-09T08:00:00Z')
  const booked = { status: 'booked' as const, startsAt: base.startsAt }

  it('applies to the booking still at the time it was scheduled for, before it begins', () => {
    expect(reminderApplies(booked, base.startsAt, due)).toBe(true)
  })

  it('does not apply after a cancel, a move, or once the appointment has begun', () => {
    expect(reminderApplies({ ...booked, status: 'cancelled' }, base.startsAt, due)).toBe(false)
    expect(reminderApplies(booked, new Date('2026-06-08T08:00:00Z'), due)).toBe(false)
    expect(reminderApplies(booked, base.startsAt, base.startsAt)).toBe(false)
  })
})
