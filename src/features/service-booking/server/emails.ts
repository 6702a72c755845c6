/**
 * The e-mails of a booking, one pair for each change: at confirmation, at a move to another time and at a
 * cancellation by link, the customer's (with the link to manage the booking while it stands) and the workshop's. Both
 * carry the booking's calendar file: METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled, always with the
 * same UID and the booking's SEQUENCE, so both calendars follow every change. Pure: the texts come from the
 * catalogue, the times in the workshop's zone.
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

type Moment = Pick<BookingFacts, 'start' | 'isFullDay' | 'department'>

function when(facts: Moment, locale: Locale, messages: BookingApiMessages): string {
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

/** What an e-mail pair tells: the new booking, its move (from `previous`), or its cancellation. */
type BookingChange =
  | { kind: 'confirmation'; manage: ManageFacts }
  | { kind: 'update'; manage: ManageFacts; previous: Pick<BookingFacts, 'start' | 'isFullDay'> }
  | { kind: 'cancel' }

const TEXTS = {
  confirmation: ['customerSubject', 'customerText', 'workshopSubject', 'workshopText'],
  update: ['rescheduleSubject', 'rescheduleText', 'workshopRescheduleSubject', 'workshopRescheduleText'],
  cancel: ['cancelSubject', 'cancelText', 'workshopCancelSubject', 'workshopCancelText'],
} as const

export function bookingEmails(
  change: BookingChange,
  facts: BookingFacts,
  locale: Locale,
  messages: BookingApiMessages,
  stamp: Date,
): { customer: EmailInput; workshop: EmailInput } {
  const t = translator(messages)
  const d = facts.department
  const time = when(facts, locale, messages)
  const previous = change.kind === 'update' ? when({ ...change.previous, department: d }, locale, messages) : ''
  const manage = change.kind === 'cancel' ? { url: '', lateChangeHours: 0 } : change.manage
  const services = serviceLines(facts, messages)
  const method = change.kind === 'cancel' ? 'CANCEL' : 'REQUEST'
  const attachments = [calendarAttachment(calendarFile(facts, messages, stamp, method), method)]
  const [customerSubject, customerText, workshopSubject, workshopText] = TEXTS[change.kind]
  return {
    customer: {
      to: [facts.customer.email],
      replyTo: d.email,
      subject: t(customerSubject, { workshop: d.name, when: time }),
      text: t(customerText, {
        name: facts.customer.firstName,
        workshop: d.name,
        address: `${d.street}, ${d.zip} ${d.city}`,
        when: time,
        previous,
        vehicle: facts.vehicle,
        services,
        reference: facts.reference,
        phone: d.phone ?? d.email,
        hours: manage.lateChangeHours,
        manageUrl: manage.url,
      }),
      attachments,
    },
    workshop: {
      to: [d.email],
      replyTo: facts.customer.email,
      subject: t(workshopSubject, { registration: facts.registrationNumber, when: time }),
      text: t(workshopText, {
        when: time,
        previous,
        vehicle: facts.vehicle,
        mileage: facts.mileage === null ? '–' : String(facts.mileage),
        services,
        message: facts.freeText || '–',
        name: `${facts.customer.firstName} ${facts.customer.lastName}`,
        phone: facts.customer.phone,
        email: facts.customer.email,
        reference: facts.reference,
      }),
      attachments,
    },
  }
}
