'use client'
import { useCallback, useEffect, useState, type CSSProperties } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Form, TextAreaField, TextField, useZodForm } from '@/ui/form'
import type { UiMessages } from '@/ui/strings'
import { flowInteraction, track } from './analytics'
import { tyreHotelApi } from './client'
import { bookingWindow, dateOf, longDate, todayIn, type Ymd } from './calendar'
import { canBook, CONTACT_DEFAULTS, ContactSchema, type ContactValues } from './contact'
import { DatePicker } from './DatePicker'
import { ScreenHeading, Spinner, StationContact } from './parts'
import type { TyreHotelMessages } from './strings'
import { TIME_COLUMNS, timeOptions, type TimeOption } from './times'
import type { BookingConfirmation, BookingRequest, Vehicle } from '../contract'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  ui: UiMessages
  locale: Locale
  vehicle: Vehicle
  onBack: () => void
  onBooked: (confirmation: BookingConfirmation) => void
  /** A call answered 401: the validated session has expired (or was ended elsewhere). */
  onSessionExpired: () => void
}

type Dates = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; dates: Ymd[] }
type Times = { state: 'none' } | { state: 'loading' } | { state: 'failed' } | { state: 'ready'; options: TimeOption[] }

/**
 * spec 2 §4.3 "Booking screen": dates load first; a date loads its times; a time (or a day without
 * times) reveals the contact form; 'Ändra datum' / 'Ändra tid' undo; while anything loads the whole
 * form is disabled and a spinner shows.
 */
export function BookingScreen({ t: messages, ui, locale, vehicle, onBack, onBooked, onSessionExpired }: Props) {
  const station = vehicle.location
  // spec 2 §3: the vehicle's brandCode is what the timeslot calls send as regNo.
  const slotRegNo = vehicle.brandCode || vehicle.regNo
  const [today] = useState(() => todayIn(new Date()))
  const [dates, setDates] = useState<Dates>({ state: 'loading' })
  const [date, setDate] = useState<Ymd | null>(null)
  const [times, setTimes] = useState<Times>({ state: 'none' })
  const [time, setTime] = useState<TimeOption | null>(null)
  const [bookingError, setBookingError] = useState<string | null>(null)

  useEffect(() => {
    let live = true
    tyreHotelApi
      .timeslotDays(station.erpId, { ...bookingWindow(today), regNo: slotRegNo })
      .then((r) => {
        if (!live) return
        if (!r.ok && r.status === 401) return onSessionExpired()
        if (!r.ok) return setDates({ state: 'failed' })
        const list = (r.data.availableDates ?? [])
          .map((d) => dateOf(String(d.date)))
          .filter((d): d is Ymd => d !== null)
        setDates({ state: 'ready', dates: [...new Set(list)].sort() })
      })
      .catch((error: unknown) => {
        console.error('tyre hotel: dates failed', error)
        if (live) setDates({ state: 'failed' })
      })
    return () => {
      live = false
    }
  }, [station.erpId, slotRegNo, today, onSessionExpired])

  const pickDate = useCallback(
    async (picked: Ymd) => {
      setDate(picked)
      setTime(null)
      setTimes({ state: 'loading' })
      try {
        const r = await tyreHotelApi.timeslots(station.erpId, { startDate: picked, endDate: picked, regNo: slotRegNo })
        if (!r.ok && r.status === 401) return onSessionExpired()
        setTimes(
          r.ok ? { state: 'ready', options: timeOptions(r.data.availableTimeSlotDates ?? []) } : { state: 'failed' },
        )
      } catch (error) {
        console.error('tyre hotel: times failed', error)
        setTimes({ state: 'failed' })
      }
    },
    [station.erpId, slotRegNo, onSessionExpired],
  )

  const dayHasTimes = times.state === 'ready' && times.options.length > 0
  const showContact = date !== null && times.state === 'ready' && (time !== null || !dayHasTimes)
  useEffect(() => {
    if (showContact) track(flowInteraction(5))
  }, [showContact])

  const form = useZodForm({
    schema: ContactSchema,
    defaultValues: CONTACT_DEFAULTS,
    messages: ui,
    locale,
    describe: (issue) =>
      issue.code === 'custom' && issue.params?.key === 'invalidMobile' ? messages.invalidMobile : null,
    onSubmit: async (values) => {
      if (!date) return
      setBookingError(null)
      const start = time?.value ?? null
      const request: BookingRequest = {
        bookingDate: start ?? `${date}T00:00:00`,
        bookingStart: start,
        regNo: vehicle.regNo,
        freeText: values.freeText,
        customer: {
          firstName: values.firstName,
          lastName: values.lastName,
          email: values.email,
          phoneMobile: values.phoneMobile,
        },
      }
      try {
        const r = await tyreHotelApi.create(station.erpId, request)
        if (r.ok) onBooked(r.data)
        else if (r.status === 401) onSessionExpired()
        else setBookingError(r.message ?? messages.bookingFailed)
      } catch (error) {
        // spec 2 §8: an exception only logs and stops loading.
        console.error('tyre hotel: booking failed', error)
      }
    },
  })
  const values = form.rhf.watch() as ContactValues
  const bookable = canBook({ date, time: time?.value ?? null, dayHasTimes, contact: values })
  const loading = dates.state === 'loading' || times.state === 'loading' || form.submitting

  return (
    <div className={styles.screen} data-testid="screen-booking">
      <ScreenHeading>{messages.bookingHeading}</ScreenHeading>
      <p className={styles.muted}>
        {vehicle.regNo} · {station.locationName}
      </p>
      <div className={styles.busyArea} aria-busy={loading}>
        {loading ? <Spinner label={messages.loading} /> : null}
        <fieldset className={styles.plain} disabled={loading} data-testid="booking-form">
          <legend className={styles.visuallyHidden}>{messages.bookingHeading}</legend>
          {dates.state === 'failed' ? (
            <p role="alert" className={styles.error}>
              {messages.datesFailed}
            </p>
          ) : null}
          {dates.state === 'ready' && dates.dates.length === 0 ? (
            <div role="alert" className={styles.errorCard} data-testid="no-dates">
              <p>{messages.noDates}</p>
              <StationContact t={messages} station={station} />
            </div>
          ) : null}
          {dates.state === 'ready' && dates.dates.length > 0 && date === null ? (
            <section aria-labelledby="tyre-choose-date">
              <h3 id="tyre-choose-date" className={styles.subheading}>
                {messages.chooseDate}
              </h3>
              <DatePicker
                dates={dates.dates}
                today={today}
                locale={locale}
                label={messages.chooseDate}
                previous={messages.previousMonth}
                next={messages.nextMonth}
                onPick={pickDate}
              />
            </section>
          ) : null}
          {date !== null ? (
            <Chosen
              label={messages.chosenDate}
              value={longDate(date, locale)}
              change={messages.changeDate}
              testId="chosen-date"
              onChange={() => (setDate(null), setTime(null), setTimes({ state: 'none' }))}
            />
          ) : null}
          {times.state === 'failed' ? (
            <p role="alert" className={styles.error}>
              {messages.timesFailed}
            </p>
          ) : null}
          {times.state === 'ready' && !dayHasTimes ? (
            <p role="status" className={styles.notice} data-testid="no-times">
              {messages.noTimes}
            </p>
          ) : null}
          {times.state === 'ready' && dayHasTimes && time === null ? (
            <section aria-labelledby="tyre-choose-time">
              <h3 id="tyre-choose-time" className={styles.subheading}>
                {messages.chooseTime}
              </h3>
              <ul
                className={styles.timeGrid}
                style={{ '--time-columns': TIME_COLUMNS } as CSSProperties}
                data-testid="time-grid"
              >
                {times.options.map((option) => (
                  <li key={option.value}>
                    <button type="button" className={styles.time} onClick={() => setTime(option)}>
                      {option.label}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {time !== null ? (
            <Chosen
              label={messages.chosenTime}
              value={time.label}
              change={messages.changeTime}
              testId="chosen-time"
              onChange={() => setTime(null)}
            />
          ) : null}
        </fieldset>
        {showContact ? (
          <Form form={form} className={styles.contact} aria-label={messages.contactHeading}>
            <h3 className={styles.subheading}>{messages.contactHeading}</h3>
            <div className={styles.fields}>
              <TextField
                form={form}
                name="firstName"
                label={messages.firstName}
                autoComplete="given-name"
                required
                wide
              />
              <TextField
                form={form}
                name="lastName"
                label={messages.lastName}
                autoComplete="family-name"
                required
                wide
              />
              <TextField
                form={form}
                name="phoneMobile"
                type="tel"
                inputMode="tel"
                label={messages.mobile}
                autoComplete="tel"
                required
                wide
              />
              <TextField
                form={form}
                name="email"
                type="email"
                label={messages.email}
                autoComplete="email"
                required
                wide
              />
            </div>
            <TextAreaField form={form} name="freeText" label={messages.freeText} rows={3} />
            <Button type="submit" disabled={!bookable || loading} data-testid="book">
              {messages.book}
            </Button>
            {bookingError ? (
              <p role="alert" className={styles.error} data-testid="booking-error">
                {bookingError}
              </p>
            ) : null}
          </Form>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack} disabled={form.submitting}>
          {messages.back}
        </Button>
      </div>
    </div>
  )
}

function Chosen({
  label,
  value,
  change,
  onChange,
  testId,
}: {
  label: string
  value: string
  change: string
  onChange: () => void
  testId: string
}) {
  return (
    <p className={styles.chosen} data-testid={testId}>
      <span>
        <strong>{label}:</strong> {value}
      </span>
      <Button variant="link" onClick={onChange}>
        {change}
      </Button>
    </p>
  )
}
