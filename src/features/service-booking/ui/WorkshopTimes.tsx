'use client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { Button } from '@/ui/Button'
import { Tabs } from '@/ui/Tabs'
import { translator } from '@/i18n/catalogue'
import { fetchTimeSlots } from './client'
import type { TimeSlotDay } from '../contract'
import { formatDay, stockholmToday } from './format'
import type { BookingInfo } from './state'
import type { ServiceBookingMessages } from './strings'
import { appendDays, bookable, firstLoadFrom, groupWeeks, nearEnd, nextLoadFrom, openingTab } from './weeks'
import styles from './ServiceBooking.module.css'

/** A time picked: a date with a time, or the date's full day. */
export type PickedSlot = Pick<BookingInfo, 'date' | 'time' | 'isFullDay'>

type Props = {
  /** The workshop department whose times are shown. */
  departmentId: string
  plate: string
  codes: string[]
  locale: string
  onPick: (slot: PickedSlot) => void
  /** Times already at hand (a refused booking's fresh times), shown instead of a first load. */
  initialDays?: TimeSlotDay[]
  /** Where the times come from (a wheel change's station by its manage link); else the workshop's timeslots. */
  load?: (from: string, signal?: AbortSignal) => Promise<TimeSlotDay[]>
  t: ServiceBookingMessages
}

/**
 * A workshop's times in week tabs (spec 2 §2.1, §9): 4 whole weeks are loaded at a time, the next 4 are
 * appended when the last loaded tab opens; a day may offer the full-day drop-off before 08:00.
 */
export function WorkshopTimes({ departmentId, plate, codes, locale, onPick, initialDays, load, t }: Props) {
  const tr = translator(t)
  const codesKey = codes.join(',')
  const key = `${plate}|${departmentId}|${codesKey}`
  // The days loaded for this workshop and services (another key shows loading), and whether a later load came back empty.
  const [loaded, setLoaded] = useState<{ key: string; days: TimeSlotDay[]; exhausted: boolean } | null>(
    initialDays?.length ? { key, days: initialDays, exhausted: false } : null,
  )
  const [tab, setTab] = useState<string | undefined>(
    initialDays?.length ? openingTab(groupWeeks(initialDays)) : undefined,
  )
  const loadingMore = useRef(false)
  const fetchFrom = useCallback(
    (from: string, signal?: AbortSignal) =>
      load ? load(from, signal) : fetchTimeSlots(plate, departmentId, from, codesKey.split(','), locale, signal),
    [load, plate, departmentId, codesKey, locale],
  )
  // The key the given times belong to: no first load for it.
  const seeded = useRef(initialDays?.length ? key : null)
  const days = loaded?.key === key ? loaded.days : null
  const exhausted = loaded?.key === key && loaded.exhausted

  useEffect(() => {
    if (seeded.current === key) return
    const controller = new AbortController()
    fetchFrom(firstLoadFrom(stockholmToday()), controller.signal)
      .then((first) => {
        setLoaded({ key, days: first, exhausted: false })
        setTab(openingTab(groupWeeks(first)))
      })
      .catch(() => undefined)
    return () => controller.abort()
  }, [key, fetchFrom])

  const weeks = useMemo(() => groupWeeks(days ?? []), [days])

  const open = useCallback(
    (week: string) => {
      setTab(week)
      const index = weeks.findIndex((w) => w.key === week)
      const from = nextLoadFrom(days ?? [])
      if (!nearEnd(index, weeks.length) || exhausted || loadingMore.current || !from) return
      loadingMore.current = true
      fetchFrom(from)
        .then((more) =>
          setLoaded((current) =>
            current && current.key === key
              ? { key, days: appendDays(current.days, more), exhausted: more.length === 0 }
              : current,
          ),
        )
        .finally(() => (loadingMore.current = false))
    },
    [weeks, days, exhausted, key, fetchFrom],
  )

  if (days === null)
    return (
      <p role="status" className={styles.muted}>
        {t.loadingTimes}
      </p>
    )
  if (!weeks.some((w) => w.days.some(bookable))) return <p className={styles.muted}>{t.noTimes}</p>

  return (
    <div className={styles.times} data-testid={`times-${departmentId}`}>
      <Tabs
        label={t.weeks}
        value={tab}
        onValueChange={open}
        tabs={weeks.map((week) => ({
          value: week.key,
          label: tr('week', { week: week.week }),
          content: week.days.some(bookable) ? (
            <div className={styles.days}>
              {week.days.filter(bookable).map((day) => (
                <div key={day.date} className={styles.day} role="group" aria-label={formatDay(day.date, locale)}>
                  <h4 className={styles.dayName}>{formatDay(day.date, locale)}</h4>
                  <div className={styles.slots}>
                    {day.availableSlots.map((time) => (
                      <Button
                        key={time}
                        variant="secondary"
                        className={styles.slot}
                        onClick={() => onPick({ date: day.date, time, isFullDay: false })}
                        data-testid="slot"
                      >
                        {time}
                      </Button>
                    ))}
                    {day.allDaySlotAvailable ? (
                      <Button
                        variant="secondary"
                        className={styles.slot}
                        onClick={() => onPick({ date: day.date, time: null, isFullDay: true })}
                        data-testid="full-day"
                      >
                        {t.fullDay}
                      </Button>
                    ) : null}
                  </div>
                </div>
              ))}
            </div>
          ) : (
            <p className={styles.muted}>{t.noTimes}</p>
          ),
        }))}
      />
    </div>
  )
}
