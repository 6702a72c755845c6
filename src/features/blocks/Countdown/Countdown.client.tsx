'use client'

import { useEffect, useState } from 'react'
import { useEditing } from '@/ui/editing'
import type { Messages } from '@/i18n/catalogue'
import { countdownParts, pad2, runCountdown, type Clock } from './countdown'
import styles from './Countdown.module.css'

export type CountdownLabels = Messages<
  Record<'countdownDays' | 'countdownHours' | 'countdownMinutes' | 'countdownSeconds' | 'countdownEnded', string>
>

type Props = { target: number; renderedAt: number; endedText: string | null; labels: CountdownLabels }

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
}

/**
 * The ticking part. The first render uses the server's clock reading (`renderedAt`), so the HTML the browser
 * hydrates is the HTML the server sent (no mismatch, also from the render cache); then the browser's clock
 * takes over and the display ticks every second until zero (spec 2 §4.3).
 */
export function CountdownClock({ target, renderedAt, endedText, labels }: Props) {
  const [parts, setParts] = useState(() => countdownParts(target, renderedAt))
  const editing = useEditing()
  useEffect(() => runCountdown(target, browserClock, setParts), [target])
  if (parts.done)
    return (
      <p className={styles.ended} data-testid="countdown-ended">
        {endedText || labels.countdownEnded}
      </p>
    )
  const units = [
    { value: String(parts.days), label: labels.countdownDays, unit: 'days' },
    { value: pad2(parts.hours), label: labels.countdownHours, unit: 'hours' },
    { value: pad2(parts.minutes), label: labels.countdownMinutes, unit: 'minutes' },
    { value: pad2(parts.seconds), label: labels.countdownSeconds, unit: 'seconds' },
  ]
  // A live region announcing every second would drown a screen reader: the clock is read on demand.
  return (
    <dl className={styles.clock} data-editing={editing ? '' : undefined}>
      {units.map((u) => (
        <div key={u.unit} className={styles.unit} data-unit={u.unit}>
          <dt className={styles.label}>{u.label}</dt>
          <dd className={styles.value}>{u.value}</dd>
        </div>
      ))}
    </dl>
  )
}
