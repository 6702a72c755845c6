/**
 * The messages of a booking: one pair of e-mails for each change — at confirmation, at a move to another time and at a
 * cancellation by link — the customer's (with the link to manage the booking while it stands) and the workshop's, and
 * the customer's reminder before the visit (an e-mail and an SMS with a link of their own). The pairs carry the
 * booking's calendar file: METHOD:REQUEST when booked or moved, METHOD:CANCEL when cancelled, always with the same UID
 * and the booking's SEQUENCE, so both calendars follow every change; a reminder changes nothing in a calendar and
 * carries none. Pure: the texts come from the catalogue, the times in the workshop's zone.
 */
import type { Locale } from '@/cms/locales'
import type { EmailInput } from '@/platform/messaging/messages'
import { translator } from '@/i18n/catalogue'
import type { CapacityCalendar } from '@/features/service-booking/capacity/calendar'
import { formatClock } from '@/platform/time/zoned-time'
import { invitationIcs } from '@/features/service-booking/capacity/invitation'
import type { WorkshopBooking } from '@/payload-types'
import type { Department } from './model'
import type { BookedService } from './services'
import type { BookingApiMessages } from './strings'

/** Where the visit is: a service department, or a tyre-hotel station (src/features/tyre-hotel/server/station-booking.ts). */
export type BookingPlace = Pick<Department, 'name' | 'street' | 'zip' | 'city' | 'email' | 'phone'> & {
  calendar: Pick<CapacityCalendar, 'timeZone' | 'fullDayDropOffBefore'>
}

export type BookingFacts = {
  reference: string
  department: BookingPlace
  start: Date
  end: Date
  isFullDay: boolean
  vehicle: string
  registrationNumber: string
  mileage: number | null
  services: readonly BookedService[]
  /** False where the services carry no price to show (a wheel change of a tyre-hotel agreement). */
  priced?: boolean
  total: number | null
  freeText: string | null
  customer: { firstName: string; lastName: string; phone: string; email: string }
  /** The calendar revision this e-mail carries (0 at booking). */
  sequence: number
}

/** A stored booking's facts at its department, for the calendar revision `sequence`. */
export const bookingFacts = (booking: WorkshopBooking, department: Department, sequence: number): BookingFacts => ({
  reference: booking.reference,
  department,
  start: new Date(booking.startsAt),
  end: new Date(booking.endsAt),
  isFullDay: booking.isFullDay ?? false,
  vehicle: booking.vehicle ?? '',
  registrationNumber: booking.registrationNumber,
  mileage: booking.mileage ?? null,
  services: booking.services as BookedService[],
  total: booking.total ?? null,
  freeText: booking.freeText ?? null,
  customer: booking.customer,
  sequence,
})

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
    const input = s.userInput ? ` (${s.userInput})` : ''
    if (facts.priced === false) return `- ${s.name}${units}${input}`
    const price = s.price === null ? messages.priceUnknown : sek.format(s.priceDiscount ?? s.price)
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

/** What a message tells: the new booking, its move (from `previous`), its cancellation, or the visit ahead. */
type BookingChange =
  | { kind: 'confirmation'; manage: ManageFacts }
  | { kind: 'update'; manage: ManageFacts; previous: Pick<BookingFacts, 'start' | 'isFullDay'> }
  | { kind: 'cancel' }
  | { kind: 'reminder'; manage: ManageFacts }

/** The changes both sides hear of; the reminder is the customer's alone. */
type PairedChange = Exclude<BookingChange, { kind: 'reminder' }>

const CUSTOMER_TEXTS = {
  confirmation: ['customerSubject', 'customerText'],
  update: ['rescheduleSubject', 'rescheduleText'],
  cancel: ['cancelSubject', 'cancelText'],
  reminder: ['reminderSubject', 'reminderText'],
} as const

const WORKSHOP_TEXTS = {
  confirmation: ['workshopSubject', 'workshopText'],
  update: ['workshopRescheduleSubject', 'workshopRescheduleText'],
  cancel: ['workshopCancelSubject', 'workshopCancelText'],
} as const

const previousOf = (change: BookingChange, facts: BookingFacts, locale: Locale, messages: BookingApiMessages) =>
  change.kind === 'update' ? when({ ...change.previous, department: facts.department }, locale, messages) : ''

function attachmentsOf(change: BookingChange, facts: BookingFacts, messages: BookingApiMessages, stamp: Date) {
  if (change.kind === 'reminder') return []
  const method = change.kind === 'cancel' ? 'CANCEL' : 'REQUEST'
  return [calendarAttachment(calendarFile(facts, messages, stamp, method), method)]
}

/** The customer's e-mail of a change or the reminder. */
export function customerEmail(
  change: BookingChange,
  facts: BookingFacts,
  locale: Locale,
  messages: BookingApiMessages,
  stamp: Date,
): EmailInput {
  const t = translator(messages)
  const d = facts.department
  const time = when(facts, locale, messages)
  const manage = change.kind === 'cancel' ? { url: '', lateChangeHours: 0 } : change.manage
  const [subject, text] = CUSTOMER_TEXTS[change.kind]
  return {
    to: [facts.customer.email],
    replyTo: d.email,
    subject: t(subject, { workshop: d.name, when: time }),
    text: t(text, {
      name: facts.customer.firstName,
      workshop: d.name,
      address: `${d.street}, ${d.zip} ${d.city}`,
      when: time,
      previous: previousOf(change, facts, locale, messages),
      vehicle: facts.vehicle,
      services: serviceLines(facts, messages),
      reference: facts.reference,
      phone: d.phone ?? d.email,
      hours: manage.lateChangeHours,
      manageUrl: manage.url,
    }),
    attachments: attachmentsOf(change, facts, messages, stamp),
  }
}

export function bookingEmails(
  change: PairedChange,
  facts: BookingFacts,
  locale: Locale,
  messages: BookingApiMessages,
  stamp: Date,
): { customer: EmailInput; workshop: EmailInput } {
  const t = translator(messages)
  const time = when(facts, locale, messages)
  const [subject, text] = WORKSHOP_TEXTS[change.kind]
  return {
    customer: customerEmail(change, facts, locale, messages, stamp),
    workshop: {
      to: [facts.department.email],
      replyTo: facts.customer.email,
      subject: t(subject, { registration: facts.registrationNumber, when: time }),
      text: t(text, {
        when: time,
        previous: previousOf(change, facts, locale, messages),
        vehicle: facts.vehicle,
        mileage: facts.mileage === null ? '–' : String(facts.mileage),
        services: serviceLines(facts, messages),
        message: facts.freeText || '–',
        name: `${facts.customer.firstName} ${facts.customer.lastName}`,
        phone: facts.customer.phone,
        email: facts.customer.email,
        reference: facts.reference,
      }),
      attachments: attachmentsOf(change, facts, messages, stamp),
    },
  }
}

/** The reminder's SMS: the workshop, the time and the reminder's manage link, short enough for one or two parts. */
export function reminderSmsText(
  facts: Moment,
  manageUrl: string,
  locale: Locale,
  messages: BookingApiMessages,
): string {
  return translator(messages)('reminderSms', {
    workshop: facts.department.name,
    when: when(facts, locale, messages),
    manageUrl,
  })
}
