/**
 * The times of a chosen day (spec 2 §7.3): the API's start date-times shown as HH:mm, de-duplicated
 * and sorted, in a 3-column grid (§9).
 */

export type TimeOption = { label: string; value: string }

const TIME = /T(\d{2}):(\d{2})/

/**
 * HH:mm of a local date-time as the workshop sent it (its wall-clock time, read from the text, so
 * the browser's time zone cannot move it).
 */
export function timeLabel(startTime: string): string | null {
  const m = TIME.exec(startTime)
  return m ? `${m[1]}:${m[2]}` : null
}

/** One option per HH:mm (the first start time with it is booked), sorted. */
export function timeOptions(days: readonly { startTime?: readonly string[] | null }[]): TimeOption[] {
  const byLabel = new Map<string, string>()
  for (const day of days)
    for (const value of day.startTime ?? []) {
      const label = timeLabel(value)
      if (label && !byLabel.has(label)) byLabel.set(label, value)
    }
  return [...byLabel].map(([label, value]) => ({ label, value })).sort((a, b) => a.label.localeCompare(b.label))
}

export const TIME_COLUMNS = 3
