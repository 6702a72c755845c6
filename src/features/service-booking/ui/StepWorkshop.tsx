'use client'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Skeleton } from '@/ui/Skeleton'
import { translator } from '@/i18n/catalogue'
import type { UiMessages } from '@/ui/strings'
import { BookingContact } from './BookingContact'
import type { BookingConfig } from './config'
import type { BookingResponse, TimeSlotDay, Workshop } from '../contract'
import { formatDay, formatSlot } from './format'
import { distanceKm } from './geo'
import { FailureWithMailbox } from './Mailbox'
import type { BookingEvent, BookingSession } from './state'
import type { ServiceBookingMessages } from './strings'
import { readWorkshops, STREAM_PAGE, type StreamSort } from './workshop-stream'
import { WorkshopTimes } from './WorkshopTimes'
import styles from './ServiceBooking.module.css'

type Props = {
  session: BookingSession
  dispatch: (event: BookingEvent) => void
  onBooked: (response: BookingResponse, email: string) => void
  config: BookingConfig
  locale: Locale
  ui: UiMessages
  t: ServiceBookingMessages
  /** Focuses the step's own heading ("Step 4/4 Choose workshop and time"), where the list starts. */
  focusStepHeading: () => void
}

type Stream = { workshops: Workshop[]; streaming: boolean; batch: number; failed: boolean; noSites: boolean }

const EMPTY: Stream = { workshops: [], streaming: true, batch: 0, failed: false, noSites: false }

/**
 * Step 4 (spec 2 §2.1, §4.1): workshops stream in (5 placeholders; the server closes after 5), sorted
 * nearest first or by first free time; 'Hämta fler' continues from the last department. Picking a time
 * shows the choice and the contact form; 'Change workshop or time' reverts. Changing the services
 * (another code list) clears the list and streams it anew.
 */
export function StepWorkshop({ session, dispatch, onBooked, config, locale, ui, t, focusStepHeading }: Props) {
  const tr = translator(t)
  const [sort, setSort] = useState<StreamSort>('nearest')
  const [openId, setOpenId] = useState<string | null>(null)
  // The chosen time was taken meanwhile (409): the server's message and the workshop's fresh times.
  const [taken, setTaken] = useState<{ message: string; days: TimeSlotDay[] } | null>(null)
  const abort = useRef<AbortController | null>(null)
  const chosenHeading = useRef<HTMLHeadingElement>(null)
  const codes = Object.keys(session.services).sort()
  const codesKey = codes.join(',')
  const plate = session.car?.registrationNumber ?? ''
  const { lat, lng } = session

  // The list belongs to one query; another (services, sort, place) starts empty and streams anew.
  const queryKey = `${plate}|${codesKey}|${lat}|${lng}|${sort}`
  const [state, setState] = useState<Stream & { key: string }>({ ...EMPTY, key: '' })
  const stream: Stream = state.key === queryKey ? state : EMPTY

  const start = useCallback(
    (cursor: string | null) => {
      if (lat === null || lng === null || !codesKey) return
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      // Only the latest stream writes (an older one may still deliver a message while it closes).
      const apply = (change: (s: Stream) => Stream) =>
        abort.current === controller && setState((s) => ({ ...change(s.key === queryKey ? s : EMPTY), key: queryKey }))
      void readWorkshops(
        { regNo: plate, serviceOfferings: codesKey.split(','), latitude: lat, longitude: lng, cursor, sort, locale },
        (message) => {
          if (message.kind === 'site')
            apply((s) =>
              s.workshops.some((w) => w.departmentId === message.workshop.departmentId)
                ? s
                : { ...s, workshops: [...s.workshops, message.workshop], batch: s.batch + 1 },
            )
          else if (message.kind === 'error') {
            console.error('workshop stream', message.message) // spec 2 §8: an error from the stream is logged
            apply((s) => ({ ...s, failed: true }))
          } else apply((s) => ({ ...s, noSites: true }))
        },
        controller.signal,
      ).finally(() => {
        if (!controller.signal.aborted) apply((s) => ({ ...s, streaming: false }))
      })
    },
    [plate, codesKey, lat, lng, sort, queryKey, locale],
  )

  useEffect(() => {
    start(null)
    return () => abort.current?.abort()
  }, [start])

  /** 'Hämta fler' (spec 2 §4.1): the stream again from the last department. */
  const fetchMore = () => {
    setState((s) => ({ ...s, streaming: true, batch: 0, failed: false, noSites: false }))
    start(stream.workshops[stream.workshops.length - 1]?.departmentId ?? null)
  }

  const info = session.bookingInfo
  const picked = useRef(Boolean(info))
  useEffect(() => {
    // Focus follows the choice: to the chosen time, or back to the list after "Change workshop or time".
    if (Boolean(info) === picked.current) return
    picked.current = Boolean(info)
    if (info) chosenHeading.current?.focus()
    else focusStepHeading()
  }, [info, focusStepHeading])

  if (info) {
    return (
      <div className={styles.stepForm} data-testid="step-workshop">
        <div className={styles.chosen} data-testid="chosen-slot">
          <h3 ref={chosenHeading} tabIndex={-1} className={styles.subheading}>
            {info.workshop.siteName}
          </h3>
          <p>{info.workshop.address}</p>
          <p>
            {formatDay(info.date, locale)} {info.isFullDay ? t.fullDayShort : info.time}
          </p>
          <Button variant="secondary" onClick={() => dispatch({ type: 'changeSlot' })} data-testid="change-slot">
            {t.changeWorkshop}
          </Button>
          {taken ? (
            <div data-testid="slot-taken">
              <p role="alert" className={styles.failure}>
                {taken.message}
              </p>
              <WorkshopTimes
                departmentId={info.workshop.departmentId}
                plate={plate}
                codes={codes}
                locale={locale}
                initialDays={taken.days}
                onPick={(slot) => {
                  setTaken(null)
                  dispatch({ type: 'pickSlot', info: { ...slot, workshop: info.workshop } })
                }}
                t={t}
              />
            </div>
          ) : null}
        </div>
        <BookingContact
          session={session}
          onBooked={onBooked}
          onSlotTaken={(message, days) => setTaken({ message, days })}
          locale={locale}
          ui={ui}
          t={t}
        />
      </div>
    )
  }

  const placeholders = stream.streaming ? Math.max(0, STREAM_PAGE - stream.batch) : 0
  const none = !stream.streaming && !stream.workshops.length
  const more = !stream.streaming && stream.batch >= STREAM_PAGE && !stream.failed && !stream.noSites
  return (
    <div className={styles.stepForm} data-testid="step-workshop">
      <fieldset className={styles.sort}>
        <legend className={styles.categoryName}>{t.sort}</legend>
        {(['nearest', 'firstAvailable'] as const).map((value) => (
          <label key={value} className={styles.radio}>
            <input
              type="radio"
              name="workshop-sort"
              value={value}
              checked={sort === value}
              onChange={() => setSort(value)}
            />
            {value === 'nearest' ? t.sortNearest : t.sortFirstAvailable}
          </label>
        ))}
      </fieldset>
      <p role="status" className={styles.visuallyHidden}>
        {stream.streaming ? t.searchingWorkshops : tr('workshopsFound', { n: stream.workshops.length })}
      </p>
      {none ? (
        <FailureWithMailbox text={t.noWorkshops} email={config.contactEmail} t={t} testId="no-workshops" />
      ) : (
        <ul className={styles.workshops} aria-busy={stream.streaming} data-testid="workshops">
          {stream.workshops.map((workshop) => {
            const open = openId === workshop.departmentId
            const km = lat !== null && lng !== null ? distanceKm(lat, lng, workshop.latitude, workshop.longitude) : null
            return (
              <li key={workshop.departmentId} className={styles.workshop} data-testid="workshop">
                <div className={styles.workshopHead}>
                  <div>
                    <h3 className={styles.subheading}>{workshop.siteName}</h3>
                    <p>{workshop.address}</p>
                    <p className={styles.muted}>
                      {km !== null
                        ? tr('distance', { km: km.toLocaleString(locale, { maximumFractionDigits: 1 }) })
                        : null}
                      {workshop.firstTimeSlot
                        ? ` · ${tr('firstSlot', { time: formatSlot(workshop.firstTimeSlot, locale) })}`
                        : ''}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    aria-expanded={open}
                    onClick={() => setOpenId(open ? null : workshop.departmentId)}
                    data-testid="show-times"
                  >
                    {open ? t.hideTimes : t.showTimes}
                  </Button>
                </div>
                {open ? (
                  <WorkshopTimes
                    departmentId={workshop.departmentId}
                    plate={plate}
                    codes={codes}
                    locale={locale}
                    onPick={(slot) => dispatch({ type: 'pickSlot', info: { ...slot, workshop } })}
                    t={t}
                  />
                ) : null}
              </li>
            )
          })}
          {Array.from({ length: placeholders }, (_, i) => (
            <li key={`skeleton-${i}`} className={styles.workshop} data-testid="workshop-skeleton" aria-hidden="true">
              <Skeleton lines={3} />
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Button variant="secondary" onClick={fetchMore} data-testid="fetch-more">
          {t.fetchMore}
        </Button>
      ) : null}
    </div>
  )
}
