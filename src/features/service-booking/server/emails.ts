/**
 * The e-mails of a booking: at confirmation the customer's, with the calendar invitation and the link to manage the
 * booking, and the workshop's; at a cancellation by link both again, the customer's with the calendar's cancellation.
 * Pure: the texts come from the catalogue, the times in the workshop's zone.
 */
import type { Locale } from '@/cms/locales'
import type { EmailInput } from '@/platform/messaging/messages'
import { translator } from '@/i18n/catalogue'
import { formatClock } from '@/features/service-booking/capacity/zoned-time'
import { invitationIcs } from '@/features/service-booking/capacity/invitation'
import type { Department } from './model'
import type { BookedService } from './services'
import type { BookingApiMessages } from './strings'

export type BookingFacts = {
  reference: string
  department: Department
  start: Date
  end: Date
  isFullDay: boolean
  vehicle: string
  registrationNumber: string
  mileage: number | null
  services: readonly BookedService[]
  total: number | null
  freeText: string | null
  customer: { firstName: string; lastName: string; phone: string; email: string }
  /** The calendar revision this e-mail carries (0 at booking). */
  sequence: number
}

/** The confirmation's way back: the page that opens the booking (`?manage=<token>`) and until when it may. */
export type ManageFacts = { url: string; lateChangeHours: number }

const sek = new Intl.NumberFormat('sv-SE', { style: 'currency', currency: 'SEK', maximumFractionDigits: 0 })

function when(facts: BookingFacts, locale: Locale, messages: BookingApiMessages): string {
  const t = translator(messages)
  const timeZone = facts.department.calendar.timeZone
  if (facts.isFullDay) {
    const day = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(facts.start)
    return `${day}, ${t('fullDay', { time: formatClock(facts.department.calendar.fullDayDropOffBefore) })}`
  }
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(facts.start)
}

function serviceLines(facts: BookingFacts, messages: BookingApiMessages): string {
  const lines = facts.services.map((s) => {
    const units = s.units > 1 ? ` × ${s.units}` : ''
    const price = s.price === null ? messages.priceUnknown : sek.format(s.priceDiscount ?? s.price)
    const input = s.userInput ? ` (${s.userInput})` : ''
    return `- ${s.name}${units}${input}: ${price}`
  })
  if (facts.total !== null) lines.push(`= ${sek.format(facts.total)}`)
  return lines.join('\n')
}

function calendarFile(
  facts: BookingFacts,
  messages: BookingApiMessages,
  stamp: Date,
  method: 'REQUEST' | 'CANCEL',
): string {
  const t = translator(messages)
  const d = facts.department
  return invitationIcs({
    product: 'Service booking',
    uid: invitationUid(facts),
    start: facts.start,
    end: facts.end,
    timeZone: d.calendar.timeZone,
    summary: t('invitationSummary', { registration: facts.registrationNumber, workshop: d.name }),
    description: `${serviceLines(facts, messages)}\n\n${facts.reference}`,
    location: `${d.name}, ${d.street}, ${d.zip} ${d.city}`,
    organizer: { name: d.name, email: d.email },
    attendee: { name: `${facts.customer.firstName} ${facts.customer.lastName}`, email: facts.customer.email },
    stamp,
    method,
    sequence: facts.sequence,
  })
}

const calendarAttachment = (content: string, method: 'REQUEST' | 'CANCEL') => ({
  filename: 'bokning.ics',
  contentType: `text/calendar; charset=utf-8; method=${method}`,
  content,
  encoding: 'utf8' as const,
})

/** The stable UID of the booking's invitation: the same on every (re)send. */
export const invitationUid = (facts: Pick<BookingFacts, 'reference' | 'department'>) =>
  `workshop-booking-${facts.reference}@${facts.department.email.split('@')[1] ?? 'localhost'}`

export function bookingEmails(
  facts: BookingFacts,
  manage: ManageFacts,
  locale: Locale,
  messages: BookingApiMessages,
  stamp: Date,
): { customer: EmailInput; workshop: EmailInput } {
  const t = translator(messages)
  const d = facts.department
  const name = `${facts.customer.firstName} ${facts.customer.lastName}`
  const address = `${d.street}, ${d.zip} ${d.city}`
  const time = when(facts, locale, messages)
  const services = serviceLines(facts, messages)
  const ics = calendarFile(facts, messages, stamp, 'REQUEST')
  return {
    customer: {
      to: [facts.customer.email],
      replyTo: d.email,
      subject: t('customerSubject', { workshop: d.name, when: time }),
      text: t('customerText', {
        name: facts.customer.firstName,
        workshop: d.name,
        address,
        when: time,
        vehicle: facts.vehicle,
        services,
        reference: facts.reference,
        phone: d.phone ?? d.email,
        hours: manage.lateChangeHours,
        manageUrl: manage.url,
      }),
      attachments: [calendarAttachment(ics, 'REQUEST')],
    },
    workshop: {
      to: [d.email],
      replyTo: facts.customer.email,
      subject: t('workshopSubject', { registration: facts.registrationNumber, when: time }),
      text: t('workshopText', {
        when: time,
        vehicle: facts.vehicle,
        mileage: facts.mileage === null ? '–' : String(facts.mileage),
        services,
        message: facts.freeText || '–',
        name,
        phone: facts.customer.phone,
        email: facts.customer.email,
        reference: facts.reference,
      }),
    },
  }
}

/** The e-mails of a cancellation by link: the customer's with the calendar's METHOD:CANCEL, and the workshop's. */
export function cancellationEmails(
  facts: BookingFacts,
  locale: Locale,
  messages: BookingApiMessages,
  stamp: Date,
): { customer: EmailInput; workshop: EmailInput } {
  const t = translator(messages)
  const d = facts.department
  const time = when(facts, locale, messages)
  return {
    customer: {
      to: [facts.customer.email],
      replyTo: d.email,
      subject: t('cancelSubject', { workshop: d.name, when: time }),
      text: t('cancelText', {
        name: facts.customer.firstName,
        workshop: d.name,
        when: time,
        vehicle: facts.vehicle,
        reference: facts.reference,
      }),
      attachments: [calendarAttachment(calendarFile(facts, messages, stamp, 'CANCEL'), 'CANCEL')],
    },
    workshop: {
      to: [d.email],
      replyTo: facts.customer.email,
      subject: t('workshopCancelSubject', { registration: facts.registrationNumber, when: time }),
      text: t('workshopCancelText', {
        when: time,
        vehicle: facts.vehicle,
        name: `${facts.customer.firstName} ${facts.customer.lastName}`,
        phone: facts.customer.phone,
        reference: facts.reference,
      }),
    },
  }
}
