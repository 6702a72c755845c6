/**
 * Scheduled publishing's rules (src/features/scheduling/collection.ts): the site's wall-clock time an editor
 * types becomes an instant in the site's time zone, which documents and locales a schedule may name, and the
 * only state change an editor makes (cancelling a schedule that has not run).
 */
import { INDEX_TIME_ZONE, type SearchIndex } from '@/sites/markets'
import { epochToZoned, formatClock, parseClock, zonedToEpoch } from '@/platform/time/zoned-time'

export const SCHEDULE_STATES = ['scheduled', 'done', 'cancelled', 'failed'] as const
export type ScheduleState = (typeof SCHEDULE_STATES)[number]

export const SCHEDULE_ACTIONS = ['publish', 'unpublish'] as const
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number]

/**
 * The collections a schedule publishes: pages (campaign pages) and stories have drafts; site messages (alert bars)
 * are switched on and off.
 */
export const SCHEDULED_COLLECTIONS = ['pages', 'stories', 'site-messages'] as const
export type ScheduledCollection = (typeof SCHEDULED_COLLECTIONS)[number]

/** Every locale of the document at once. */
export const ALL_LOCALES = 'all'

/** A site's time zone is its market's. */
export const siteTimeZone = (searchIndex: SearchIndex): string => INDEX_TIME_ZONE[searchIndex]

/** Why a wall-clock time is refused: not written as 'YYYY-MM-DD HH:mm', or a time the clock skips. */
export type WallClockProblem = 'format' | 'skipped'

type Result<T> = { ok: true; value: T } | { ok: false; problem: WallClockProblem; message: string }

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})$/

/**
 * 'YYYY-MM-DD HH:mm' on the site's clock → the instant. A time the clock skips when it springs forward does not
 * exist and is refused; a time the clock passes twice when it falls back means the first of the two.
 */
export function wallClockToInstant(value: string, timeZone: string): Result<Date> {
  const m = WALL_CLOCK.exec(value.trim())
  const minutes = m ? parseClock(m[2]) : null
  if (!m || minutes === null || minutes >= 24 * 60)
    return { ok: false, problem: 'format', message: 'Write the time as YYYY-MM-DD HH:mm, e.g. 2027-03-01 00:00.' }
  const epoch = zonedToEpoch(m[1], minutes, timeZone)
  if (epoch === null)
    return {
      ok: false,
      problem: 'skipped',
      message: `${value.trim()} does not exist in ${timeZone} (the clock moves forward then).`,
    }
  return { ok: true, value: new Date(epoch) }
}

/** An instant as 'YYYY-MM-DD HH:mm' on the site's clock (the list shows this). */
export function instantToWallClock(at: Date, timeZone: string): string {
  const { date, minutes } = epochToZoned(at.getTime(), timeZone)
  return `${date} ${formatClock(minutes)}`
}

/**
 * What a schedule may name. Pages and stories publish one locale's latest draft or all of them, but their published
 * state is one for the whole document, so unpublishing takes every locale; a site message is switched on or off in all.
 */
export function targetProblem(
  collection: ScheduledCollection,
  action: ScheduleAction,
  locale: string,
  siteLocales: readonly string[],
): string | null {
  if (locale !== ALL_LOCALES && !siteLocales.includes(locale))
    return `The site is not written in ${locale}: choose one of its languages or all.`
  if (locale === ALL_LOCALES) return null
  if (collection === 'site-messages') return 'A site message is switched on and off in all languages at once.'
  if (action === 'unpublish') return 'A page or story is unpublished in all languages at once.'
  return null
}

/** An editor cancels a schedule that has not run; it is the only change they make, and none after it ran. */
export function editorStateChange(from: ScheduleState, to: ScheduleState): string | null {
  if (from === to) return null
  if (from === 'scheduled' && to === 'cancelled') return null
  if (from !== 'scheduled') return `This schedule is ${from}: it can no longer be changed.`
  return 'A schedule can only be cancelled; the worker marks it done or failed.'
}
