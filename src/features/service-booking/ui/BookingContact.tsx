'use client'
import { useRef, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { translator } from '@/i18n/catalogue'
import { Form, SubmitButton, TextAreaField, TextField, useZodForm } from '@/ui/form'
import type { UiMessages } from '@/ui/strings'
import { book } from './client'
import {
  contactSchema,
  MESSAGE_MAX,
  type BookingRequest,
  type BookingResponse,
  type Contact,
  type TimeSlotDay,
} from '../contract'
import type { BookingSession } from './state'
import type { ServiceBookingMessages } from './strings'
import { timeSlotOf } from './weeks'
import styles from './ServiceBooking.module.css'

type Props = {
  session: BookingSession
  onBooked: (response: BookingResponse, email: string) => void
  /** The time was taken meanwhile (409): the workshop's fresh times, for another pick. */
  onSlotTaken: (message: string, freshSlots: TimeSlotDay[]) => void
  locale: Locale
  ui: UiMessages
  t: ServiceBookingMessages
}

/** Spec 2 §3 booking request from the session and the contact form. */
export function bookingRequest(session: BookingSession, contact: Contact): BookingRequest {
  const info = session.bookingInfo!
  return {
    customer: { firstName: contact.firstName, lastName: contact.lastName, phone: contact.phone, email: contact.email },
    freeText: contact.message,
    departmentId: Number(info.workshop.departmentId),
    timeSlot: timeSlotOf(info.date, info.time),
    isFullDay: info.isFullDay,
    registrationNumber: session.car!.registrationNumber,
    mileage: session.milage,
    serviceOfferingRequests: Object.entries(session.services).map(([code, entry]) => ({
      kobraId: code,
      unitsSelected: entry.unit,
      userInput: entry.userInput,
    })),
  }
}

const newKey = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`)

/**
 * The contact form of step 4 (spec 2 §5): first and last name, phone and e-mail required, a message of
 * at most 80. A failed booking shows the server's message under the button (spec 2 §8); a taken time
 * goes back to the workshop's fresh times with the form kept. A retry after
 * a network failure reuses the idempotency key, so a booking that did go through is not made twice.
 */
export function BookingContact({ session, onBooked, onSlotTaken, locale, ui, t }: Props) {
  const tr = translator(t)
  const [failure, setFailure] = useState<string | null>(null)
  const key = useRef(newKey())
  const form = useZodForm({
    schema: contactSchema,
    defaultValues: { firstName: '', lastName: '', phone: '', email: '', message: '' },
    messages: ui,
    locale,
    onSubmit: async (values) => {
      setFailure(null)
      const result = await book(bookingRequest(session, values), key.current, locale)
      if (result.ok) return onBooked(result.value, values.email)
      if (result.status !== 0) key.current = newKey()
      if (result.freshSlots) return onSlotTaken(result.message ?? t.genericError, result.freshSlots)
      setFailure(result.message ?? t.genericError)
    },
  })
  const message = form.rhf.watch('message') ?? ''
  return (
    <section className={styles.contact} aria-labelledby="booking-contact" data-testid="booking-contact">
      <h3 id="booking-contact" className={styles.subheading}>
        {t.contactTitle}
      </h3>
      <Form form={form}>
        <div className={styles.names}>
          <TextField form={form} name="firstName" label={t.firstName} autoComplete="given-name" required />
          <TextField form={form} name="lastName" label={t.lastName} autoComplete="family-name" required />
        </div>
        <TextField form={form} name="phone" type="tel" inputMode="tel" label={t.phone} autoComplete="tel" required />
        <TextField
          form={form}
          name="email"
          type="email"
          inputMode="email"
          label={t.email}
          autoComplete="email"
          required
          wide
        />
        <TextAreaField
          form={form}
          name="message"
          label={t.message}
          hint={tr('counter', { n: message.length, max: MESSAGE_MAX })}
          rows={3}
        />
        <SubmitButton form={form}>{t.book}</SubmitButton>
        <p role="alert" className={styles.failure} data-testid="booking-error">
          {failure}
        </p>
      </Form>
    </section>
  )
}
