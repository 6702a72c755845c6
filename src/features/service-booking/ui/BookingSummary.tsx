'use client'
import { useId, useState } from 'react'
import type { ServiceBookingMessages } from './strings'
import { formatDay } from './format'
import { OfferingPrice } from './OfferingPrice'
import { formatSek, linePrice, totals } from './pricing'
import type { BookingSession } from './state'
import styles from './ServiceBooking.module.css'

type Props = { session: BookingSession; locale: string; t: ServiceBookingMessages }

/**
 * The summary (spec 2 §2.1): a side panel from 1024 px, a bottom sheet below, with the car, the chosen
 * services and the total in SEK; discounted prices in red with the service-agreement note, 'Pris
 * saknas*' with its note.
 */
export function BookingSummary({ session, locale, t }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const { car, bookingInfo } = session
  if (!car) return null
  const agreement = car.hasServiceAgreement
  const sum = totals(session.services, agreement)
  const entries = Object.entries(session.services)
  return (
    <aside
      className={styles.summary}
      aria-labelledby={`${id}-title`}
      data-testid="booking-summary"
      data-open={open ? '' : undefined}
    >
      <div className={styles.sheetBar}>
        <h2 id={`${id}-title`} className={styles.summaryTitle}>
          {t.summary}
        </h2>
        <span className={styles.sheetTotal} data-testid="summary-total-bar">
          {t.total} {formatSek(sum.total)}
          {sum.anyUnknown ? '*' : ''}
        </span>
        <button
          type="button"
          className={styles.sheetToggle}
          aria-expanded={open}
          aria-controls={`${id}-details`}
          onClick={() => setOpen(!open)}
          data-testid="summary-toggle"
        >
          {open ? t.summaryHide : t.summaryShow}
        </button>
      </div>
      <div id={`${id}-details`} className={styles.summaryDetails}>
        <dl className={styles.facts}>
          <dt>{t.car}</dt>
          <dd data-testid="summary-car">
            {car.brand} {car.model}
            {car.buildYear ? ` ${car.buildYear}` : ''}, {car.registrationNumber}
          </dd>
          {bookingInfo ? (
            <>
              <dt>{t.workshop}</dt>
              <dd>{bookingInfo.workshop.siteName}</dd>
              <dt>{t.time}</dt>
              <dd>
                {formatDay(bookingInfo.date, locale)} {bookingInfo.isFullDay ? t.fullDayShort : bookingInfo.time}
              </dd>
            </>
          ) : null}
        </dl>
        <h3 className={styles.summaryServices}>{t.services}</h3>
        {entries.length ? (
          <ul className={styles.lines} data-testid="summary-services">
            {entries.map(([code, entry]) => (
              <li key={code} className={styles.line}>
                <span>
                  {entry.name}
                  {entry.unit > 1 ? ` × ${entry.unit}` : ''}
                </span>
                <OfferingPrice price={linePrice(entry, agreement)} t={t} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t.noServices}</p>
        )}
        <p className={styles.total} data-testid="summary-total">
          <span>{t.total}</span>
          <span>{formatSek(sum.total)}</span>
        </p>
        {sum.anyDiscount ? <p className={styles.note}>{t.agreementNote}</p> : null}
        {sum.anyUnknown ? (
          <p className={styles.note} data-testid="price-missing-note">
            {t.priceMissingNote}
          </p>
        ) : null}
      </div>
    </aside>
  )
}
