/**
 * The capacity settings editors store (the `capacity` group of `fields.ts`) → a CapacityCalendar.
 * Lenient where the admin leaves blanks (defaults), strict where a value would be wrong (a closing
 * time before the opening time drops that row rather than inventing hours).
 */
import { z } from 'zod'
import { CAPACITY_DEFAULTS, type CapacityCalendar, type ExceptionDay } from './calendar'
import { parseClock } from '@/platform/time/zoned-time'

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const

const clock = z
  .string()
  .nullish()
  .transform((v) => (v ? parseClock(v) : null))
const count = z.number().int().min(0).max(500).nullish()

export const storedCapacitySchema = z.object({
  unitsPerDay: count,
  stepMinutes: z.union([z.string(), z.number()]).nullish(),
  leadMinutes: z.number().int().min(0).nullish(),
  fullDayDropOffBefore: clock,
  publicHolidays: z.enum(['SE', 'none']).nullish(),
  weeklyHours: z.array(z.object({ weekday: z.enum(WEEKDAYS), open: clock, close: clock, units: count })).nullish(),
  exceptions: z
    .array(
      z.object({
        date: z.union([z.string(), z.date()]),
        closed: z.boolean().nullish(),
        open: clock,
        close: clock,
        units: count,
      }),
    )
    .nullish(),
})

export type StoredCapacity = z.input<typeof storedCapacitySchema>

/** Payload stores a day-only date as an ISO instant at 12:00Z; the calendar date is its first ten characters. */
const calendarDate = (value: string | Date) => (typeof value === 'string' ? value : value.toISOString()).slice(0, 10)

export function calendarFromStored(
  stored: StoredCapacity | null | undefined,
  timeZone: string = CAPACITY_DEFAULTS.timeZone,
): CapacityCalendar {
  const data = storedCapacitySchema.parse(stored ?? {})
  const weekly: ({ open: number; close: number; units?: number } | null)[] = Array.from({ length: 7 }, () => null)
  for (const row of data.weeklyHours ?? []) {
    if (row.open === null || row.close === null || row.close <= row.open) continue
    weekly[WEEKDAYS.indexOf(row.weekday)] = {
      open: row.open,
      close: row.close,
      ...(row.units != null ? { units: row.units } : {}),
    }
  }
  const exceptions = new Map<string, ExceptionDay>()
  for (const row of data.exceptions ?? []) {
    const date = calendarDate(row.date)
    if (row.closed) {
      exceptions.set(date, { closed: true })
      continue
    }
    const hours =
      row.open !== null && row.close !== null && row.close > row.open ? { open: row.open, close: row.close } : {}
    exceptions.set(date, { ...hours, ...(row.units != null ? { units: row.units } : {}) })
  }
  const step = Number(data.stepMinutes ?? CAPACITY_DEFAULTS.stepMinutes)
  return {
    timeZone,
    stepMinutes: Number.isInteger(step) && step >= 5 && step <= 240 ? step : CAPACITY_DEFAULTS.stepMinutes,
    unitsPerDay: data.unitsPerDay ?? CAPACITY_DEFAULTS.unitsPerDay,
    weekly,
    exceptions,
    publicHolidays: data.publicHolidays ?? 'SE',
    fullDayDropOffBefore: data.fullDayDropOffBefore ?? CAPACITY_DEFAULTS.fullDayDropOffBefore,
    leadMinutes: data.leadMinutes ?? CAPACITY_DEFAULTS.leadMinutes,
  }
}
