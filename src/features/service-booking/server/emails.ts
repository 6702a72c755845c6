/**
 * The confirmation e-mails of a booking: the customer's, with the calendar invitation,
 * and the workshop's. Pure: the texts come from the catalogue, the times in Europe/Stockholm.
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
}

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

/** The stable UID of the booking's invitation: the same on every (re)send. */
export const invitationUid = (facts: Pick<BookingFacts, 'reference' | 'department'>) =>
  `workshop-booking-${facts.reference}@${facts.department.email.split('@')[1] ?? 'localhost'}`

export function bookingEmails(
  facts: BookingFacts,
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
  const ics = invitationIcs({
    product: 'Service booking',
    uid: invitationUid(facts),
    start: facts.start,
    end: facts.end,
    timeZone: d.calendar.timeZone,
    summary: t('invitationSummary', { registration: facts.registrationNumber, workshop: d.name }),
    description: `${services}\n\n${facts.reference}`,
    location: `${d.name}, ${address}`,
    organizer: { name: d.name, email: d.email },
    attendee: { name, email: facts.customer.email },
    stamp,
  })
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
      }),
      attachments: [
        {
          filename: 'bokning.ics',
          contentType: 'text/calendar; charset=utf-8; method=REQUEST',
          content: ics,
          encoding: 'utf8',
        },
      ],
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
