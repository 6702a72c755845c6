'use client'
import { Star } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/ui/Button'
import { EmailLink, EmailText } from '@/ui/EmailLink'
import { Field, TextArea } from '@/ui/Field'
import { translator } from '@/i18n/catalogue'
import { tyreHotelApi } from './client'
import { dateOf, longDate } from './calendar'
import { ScreenHeading } from './parts'
import type { TyreHotelMessages } from './strings'
import { timeLabel } from './times'
import type { BookingConfirmation } from '../contract'
import { mapSearchUrl, telHref } from './vehicle'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  locale: string
  confirmation: BookingConfirmation
  ratingDone: boolean
  onRated: () => void
  onOtherCar: () => void
  homeHref: string
}

const RATING_MAX = 5
const COMMENT_MAX = 1000

/** Confirmation (spec 2 §2.5, §4.3): thanks, the summary and the rating form. */
export function ConfirmationScreen({ t, locale, confirmation: c, ratingDone, onRated, onOtherCar, homeHref }: Props) {
  const tr = translator(t)
  const day = c.appointmentTime ? dateOf(c.appointmentTime) : null
  const time = c.appointmentTime ? timeLabel(c.appointmentTime) : null
  // A day booked without a time is a whole day: the car is left in the morning and the workshop comes back with a time.
  const when = day ? `${longDate(day, locale)}${c.isFullDay ? `, ${t.fullDay}` : time ? ` ${time}` : ''}` : ''
  const timeKnown = !c.isFullDay && time !== null
  return (
    <div className={styles.screen} data-testid="screen-confirmation">
      <ScreenHeading>{t.confirmationHeading}</ScreenHeading>
      <p>{tr('confirmationText', { email: c.customerBase.email })}</p>
      <dl className={`${styles.facts} ${styles.summary} ${styles.card}`} data-testid="summary">
        <dt>{t.bookingNumber}</dt>
        <dd data-testid="confirmation-id">{c.bookingConfirmationId}</dd>
        <dt>{t.appointment}</dt>
        <dd>
          {when}
          {timeKnown ? null : <span className={styles.block}>{t.appointmentNoTime}</span>}
        </dd>
        {c.services.length ? (
          <>
            <dt>{t.services}</dt>
            <dd>{c.services.map((s) => s.name).join(', ')}</dd>
          </>
        ) : null}
        <dt>{t.workshop}</dt>
        <dd>
          {c.workshop.name}
          {c.workshop.address ? <span className={styles.block}>{c.workshop.address}</span> : null}
          {c.workshop.phoneNumber ? (
            <a className={styles.block} href={telHref(c.workshop.phoneNumber)}>
              {c.workshop.phoneNumber}
            </a>
          ) : null}
          {c.workshop.email ? <EmailLink className={styles.block} email={c.workshop.email} /> : null}
          {c.workshop.address ? (
            <a className={styles.block} href={mapSearchUrl(c.workshop.address)} target="_blank" rel="noopener">
              {t.mapLink}
            </a>
          ) : null}
        </dd>
        {c.freeText ? (
          <>
            <dt>{t.yourMessage}</dt>
            <dd>{c.freeText}</dd>
          </>
        ) : null}
        <dt>{t.customer}</dt>
        <dd>
          {c.customerBase.firstName} {c.customerBase.lastName}
          <span className={styles.block}>{c.customerBase.phoneMobile}</span>
          <span className={styles.block}>
            <EmailText email={c.customerBase.email} />
          </span>
        </dd>
      </dl>
      <Rating t={t} done={ratingDone} onRated={onRated} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onOtherCar} data-testid="other-car">
          {t.otherCar}
        </Button>
        <a href={homeHref} className={styles.inlineLink}>
          {t.home}
        </a>
      </div>
    </div>
  )
}

/** 1–5 stars and an optional comment; submit needs a star and is disabled while sending; done even if the call fails (spec 2 §4.3, §8). */
function Rating({ t, done, onRated }: { t: TyreHotelMessages; done: boolean; onRated: () => void }) {
  const tr = translator(t)
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const headingId = useId()
  if (done)
    return (
      <p role="status" className={styles.thanks} data-testid="rating-thanks">
        {t.ratingThanks}
      </p>
    )
  return (
    <section className={styles.card} aria-labelledby={headingId} data-testid="rating">
      <h3 id={headingId} className={styles.subheading}>
        {t.ratingHeading}
      </h3>
      <form
        className={styles.stack}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          if (rating < 1 || sending) return
          setSending(true)
          try {
            await tyreHotelApi.addReview({ rating, comment: comment.trim(), date: new Date().toISOString() })
          } catch (failure) {
            console.error('tyre hotel: rating failed', failure)
          }
          onRated()
        }}
      >
        <fieldset className={styles.stars} disabled={sending}>
          <legend className={styles.legend}>{t.ratingLegend}</legend>
          {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
            <label key={n} className={styles.star} data-on={n <= rating ? '' : undefined}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className={styles.visuallyHidden}
              />
              <Star aria-hidden="true" size={32} />
              <span className={styles.visuallyHidden}>{tr('star', { n })}</span>
            </label>
          ))}
        </fieldset>
        <Field label={t.comment}>
          {(control) => (
            <TextArea
              {...control}
              rows={3}
              maxLength={COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              disabled={sending}
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={rating < 1 || sending} data-testid="send-rating">
            {t.sendRating}
          </Button>
        </div>
      </form>
    </section>
  )
}
