'use client'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Skeleton } from '@/ui/Skeleton'
import { translator } from '@/i18n/catalogue'
import { pushWithConsent } from '@/features/shell/consent/analytics'
import { manageTokenSchema, type ManagedBooking } from '@/features/booking-manage/contract'
import { manageEvent } from './analytics'
import { cancelManaged, fetchManaged, fetchStationTimes, rescheduleManaged, type Result } from './client'
import { formatDay, inZone } from './format'
import { formatSek } from './pricing'
import type { ServiceBookingMessages } from './strings'
import { timeSlotOf } from './weeks'
import { WorkshopTimes, type PickedSlot } from './WorkshopTimes'
import styles from './ServiceBooking.module.css'

type Props = {
  token: string
  locale: Locale
  onNewBooking: () => void
  /** The way back's label where the page books something else than a service (the tyre hotel's wheel change). */
  newBookingLabel?: string
  t: ServiceBookingMessages
}

type Shown = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'shown'; booking: ManagedBooking }

/** What the page offers beside the booking: nothing more, the time pickers, or the question before a cancel. */
type Mode = 'view' | 'times' | 'cancel'

const slotText = (slot: PickedSlot, locale: string, t: ServiceBookingMessages) =>
  `${formatDay(slot.date, locale)} ${slot.isFullDay ? t.fullDayShort : slot.time}`

const bookingTime = (booking: ManagedBooking, locale: string, t: ServiceBookingMessages) => {
  const { date, time } = inZone(booking.start, booking.timeZone)
  return slotText({ date, time, isFullDay: booking.isFullDay }, locale, t)
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

/**
 * A booking opened by the link of its confirmation (docs/api.md "Bookings managed by link"): what, where, when (in
 * the workshop's zone) and the price, with Change time (the booking flow's week tabs for the same workshop and
 * services) and Cancel booking (after a question), or why neither is possible any longer and how to reach the
 * workshop. The token goes to the API in a header only.
 */
export function ManageBooking({ token, locale, onNewBooking, newBookingLabel, t }: Props) {
  const tr = translator(t)
  const id = useId()
  const [shown, setShown] = useState<Shown>({ kind: 'loading' })
  const [mode, setMode] = useState<Mode>('view')
  const [picked, setPicked] = useState<PickedSlot | null>(null)
  // Another load of the times after the picked one was taken meanwhile.
  const [timesLoad, setTimesLoad] = useState(0)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const [failure, setFailure] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  // A wheel change's times: its own station's, asked with the link's token.
  const stationTimes = useCallback(
    (from: string, signal?: AbortSignal) => fetchStationTimes(token, from, locale, signal),
    [token, locale],
  )

  const show = useCallback(
    (result: Result<ManagedBooking>) =>
      setShown(
        result.ok
          ? { kind: 'shown', booking: result.value }
          : { kind: 'failed', message: (result.status === 404 && result.message) || t.manageInvalid },
      ),
    [t.manageInvalid],
  )

  // A mangled link is refused here; only a well-formed token is sent.
  const wellFormed = manageTokenSchema.safeParse(token).success
  useEffect(() => {
    if (!wellFormed) return
    let live = true
    void fetchManaged(token, locale).then((result) => live && show(result))
    return () => {
      live = false
    }
  }, [wellFormed, token, locale, show])

  if (!wellFormed || shown.kind !== 'shown') {
    return (
      <section className={styles.step} aria-labelledby={`${id}-title`} data-testid="booking-manage">
        <h2 id={`${id}-title`} className={styles.stepTitle}>
          {t.manageHeading}
        </h2>
        {wellFormed && shown.kind === 'loading' ? (
          <div aria-busy="true">
            <p role="status" className={styles.muted}>
              {t.manageLoading}
            </p>
            <Skeleton lines={4} />
          </div>
        ) : (
          <p role="alert" className={styles.failure} data-testid="manage-failed">
            {shown.kind === 'failed' ? shown.message : t.manageInvalid}
          </p>
        )}
        <Button variant="link" className={styles.manageAside} onClick={onNewBooking}>
          {newBookingLabel ?? t.manageNewBooking}
        </Button>
      </section>
    )
  }

  const { booking } = shown
  const confirmed = booking.status === 'confirmed'
  // A wheel change is part of its tyre-hotel agreement: no price to show.
  const priced = booking.flow === 'workshop'
  const when = bookingTime(booking, locale, t)

  /** After a change: the answer shown, the notice said, focus back at the top of the booking. */
  const done = (next: ManagedBooking, message: string) => {
    setShown({ kind: 'shown', booking: next })
    setMode('view')
    setPicked(null)
    setNotice(message)
    heading.current?.focus()
  }

  /** A refusal: the server's reason, and the booking read again (its state may have changed meanwhile). */
  const refused = async (result: Exclude<Result<ManagedBooking>, { ok: true }>) => {
    setFailure(result.message ?? t.genericError)
    if (result.status === 409 && (result.body as { field?: unknown } | undefined)?.field === 'timeSlot') {
      setPicked(null)
      setTimesLoad((n) => n + 1)
      return
    }
    setMode('view')
    const again = await fetchManaged(token, locale)
    if (again.ok) setShown({ kind: 'shown', booking: again.value })
  }

  const move = async (slot: PickedSlot) => {
    setBusy(true)
    setFailure('')
    const result = await rescheduleManaged(
      token,
      { timeSlot: timeSlotOf(slot.date, slot.time), isFullDay: slot.isFullDay },
      locale,
    )
    setBusy(false)
    if (!result.ok) return refused(result)
    pushWithConsent(manageEvent('change time', result.value.reference, result.value.reschedulesLeft))
    done(result.value, tr('manageMoved', { when: bookingTime(result.value, locale, t) }))
  }

  const cancel = async () => {
    setBusy(true)
    setFailure('')
    const result = await cancelManaged(token, locale)
    setBusy(false)
    if (!result.ok) return refused(result)
    pushWithConsent(manageEvent('cancel booking', result.value.reference, result.value.reschedulesLeft))
    done(result.value, t.manageCancelledNow)
  }

  const open = (next: Mode) => {
    setMode(next)
    setPicked(null)
    setNotice('')
    setFailure('')
  }

  const contact = booking.refusal === 'too-late' || booking.refusal === 'reschedule-limit'
  const state =
    !confirmed && !notice
      ? t.manageIsCancelled
      : booking.refusal === 'past'
        ? t.manageIsPast
        : booking.refusal === 'too-late'
          ? tr('manageTooLate', { hours: booking.lateChangeHours })
          : booking.refusal === 'reschedule-limit' && confirmed
            ? t.manageLimit
            : null

  return (
    <section
      className={styles.step}
      aria-labelledby={`${id}-title`}
      data-testid="booking-manage"
      data-status={booking.status}
    >
      <div>
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className={styles.stepTitle}>
          {t.manageHeading}
        </h2>
        <p className={styles.muted}>{tr('manageReference', { reference: booking.reference })}</p>
      </div>
      <p role="status" className={styles.manageNotice} data-testid="manage-notice">
        {notice}
      </p>
      <dl className={styles.facts}>
        <dt>{t.workshop}</dt>
        <dd>
          {booking.workshop.name}
          <br />
          {booking.workshop.address}
        </dd>
        <dt>{t.time}</dt>
        <dd data-testid="manage-time">{when}</dd>
        <dt>{t.car}</dt>
        <dd>{[booking.vehicle, booking.registrationNumber].filter(Boolean).join(', ')}</dd>
      </dl>
      <div>
        <h3 className={styles.summaryServices}>{t.services}</h3>
        <ul className={styles.lines}>
          {booking.services.map((service) => (
            <li key={service.code} className={styles.line}>
              <span>
                {service.name}
                {service.units > 1 ? ` × ${service.units}` : ''}
              </span>
              {priced ? <span>{service.price === null ? t.priceMissing : formatSek(service.price)}</span> : null}
            </li>
          ))}
        </ul>
        {booking.total !== null ? (
          <p className={styles.total}>
            <span>{t.total}</span>
            <span>{formatSek(booking.total)}</span>
          </p>
        ) : null}
      </div>
      {state ? (
        <div className={styles.chosen} data-testid="manage-state" data-refusal={booking.refusal ?? undefined}>
          <p>{state}</p>
          {contact ? (
            <ul className={styles.manageContact}>
              {booking.workshop.phone ? (
                <li>
                  <a href={telHref(booking.workshop.phone)}>{tr('manageCall', { phone: booking.workshop.phone })}</a>
                </li>
              ) : null}
              <li>
                <a href={`mailto:${booking.workshop.email}`}>{tr('manageMail', { email: booking.workshop.email })}</a>
              </li>
            </ul>
          ) : null}
        </div>
      ) : null}
      {confirmed && mode === 'view' && (booking.canReschedule || booking.canCancel) ? (
        <div className={styles.stepForm}>
          {booking.canReschedule ? (
            <p className={styles.muted}>{tr('manageMovesLeft', { n: booking.reschedulesLeft })}</p>
          ) : null}
          <div className={styles.actions}>
            {booking.canReschedule ? (
              <Button onClick={() => open('times')} data-testid="manage-change">
                {t.manageChange}
              </Button>
            ) : null}
            {booking.canCancel ? (
              <Button variant="secondary" onClick={() => open('cancel')} data-testid="manage-cancel">
                {t.manageCancel}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
      {mode === 'times' ? (
        <section className={styles.stepForm} aria-labelledby={`${id}-times`} data-testid="manage-times">
          <h3 id={`${id}-times`} className={styles.subheading}>
            {t.manageChoose}
          </h3>
          {picked ? (
            <div className={styles.chosen} data-testid="manage-picked">
              <p>{slotText(picked, locale, t)}</p>
              <div className={styles.actions}>
                <Button onClick={() => void move(picked)} disabled={busy} data-testid="manage-move">
                  {tr('manageMoveTo', { when: slotText(picked, locale, t) })}
                </Button>
                <Button variant="secondary" onClick={() => setPicked(null)} disabled={busy}>
                  {t.manageOtherTime}
                </Button>
              </div>
            </div>
          ) : (
            <WorkshopTimes
              key={timesLoad}
              departmentId={String(booking.departmentId ?? booking.reference)}
              plate={booking.registrationNumber}
              codes={booking.services.map((s) => s.code)}
              locale={locale}
              onPick={setPicked}
              load={booking.flow === 'tyre-hotel' ? stationTimes : undefined}
              t={t}
            />
          )}
          <Button variant="link" className={styles.manageAside} onClick={() => open('view')}>
            {t.manageKeepTime}
          </Button>
        </section>
      ) : null}
      {mode === 'cancel' ? (
        <div className={styles.chosen} role="group" aria-labelledby={`${id}-cancel`} data-testid="manage-cancel-ask">
          <p id={`${id}-cancel`}>{tr('manageCancelQuestion', { when })}</p>
          <div className={styles.actions}>
            <Button onClick={() => void cancel()} disabled={busy} data-testid="manage-cancel-yes">
              {t.manageCancelYes}
            </Button>
            <Button variant="secondary" onClick={() => open('view')} disabled={busy}>
              {t.manageCancelNo}
            </Button>
          </div>
        </div>
      ) : null}
      <p role="alert" className={styles.failure} data-testid="manage-failure">
        {failure}
      </p>
      <Button variant="link" className={styles.manageAside} onClick={onNewBooking}>
        {newBookingLabel ?? t.manageNewBooking}
      </Button>
    </section>
  )
}
