import type { Locale } from '@/cms/locales'

/**
 * A demo message's dates, relative to the day the demo is seeded (a campaign "valid until 30 April"
 * seeded with no end was still shown in November). `fromDays` and `untilDays` count days from the start of
 * the seed day (UTC); the message shows until the start of day `untilDays`, so its last day is the one before.
 */
export type SeedWindow = { fromDays?: number; untilDays: number }

const DAY_MS = 86_400_000

export function seedWindow(window: SeedWindow, seedDay: Date): { startsAt: string | null; endsAt: string } {
  const day0 = Date.UTC(seedDay.getUTCFullYear(), seedDay.getUTCMonth(), seedDay.getUTCDate())
  return {
    startsAt: window.fromDays === undefined ? null : new Date(day0 + window.fromDays * DAY_MS).toISOString(),
    endsAt: new Date(day0 + window.untilDays * DAY_MS).toISOString(),
  }
}

/** A message's copy with `{last}`, its last day shown, written in the copy's language ("24 januari", "24 January"). */
export function withLastDay(text: string, endsAt: string, locale: Locale): string {
  const last = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.parse(endsAt) - DAY_MS),
  )
  return text.replaceAll('{last}', last)
}
