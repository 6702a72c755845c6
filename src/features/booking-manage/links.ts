/**
 * The links that open a booking to its customer (`?manage=<token>` on the booking page): the confirmation's and one
 * per reminder (issued when it is sent, since the outbox keeps no token), stored only as the token's hash in
 * `booking_manage_links` (migrations 20261129_060000_booking_manage, 20261129_120000_booking_reminder_links), all
 * valid until the appointment begins; nothing else ever reads the table.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import { query, type InTransaction } from '@/platform/db'
import { hashManageToken, newManageToken } from './rules'

export type BookingFlow = 'workshop' | 'tyre-hotel'

export type ManageLink = { flow: BookingFlow; reference: string; siteKey: string; locale: Locale }

/** A new link for a booking, inside the transaction that writes the booking; returns the token for the e-mail. */
export async function issueManageLink(
  payload: Payload,
  req: InTransaction,
  link: ManageLink & { expiresAt: Date },
): Promise<string> {
  const token = newManageToken()
  await query(
    payload,
    sql`insert into booking_manage_links (token_hash, flow, reference, site_key, locale, expires_at)
        values (${hashManageToken(token)}, ${link.flow}, ${link.reference}, ${link.siteKey}, ${link.locale},
                ${link.expiresAt.toISOString()}::timestamptz)`,
    req,
  )
  return token
}

type Row = { flow: BookingFlow; reference: string; site_key: string; locale: Locale }

/**
 * The site and language a booking was made on, from its first link (the confirmation's), for a link issued later;
 * null when the booking has none.
 */
export async function bookingLinkSite(
  payload: Payload,
  booking: Pick<ManageLink, 'flow' | 'reference'>,
  req?: InTransaction,
): Promise<Pick<ManageLink, 'siteKey' | 'locale'> | null> {
  const [row] = await query<Row>(
    payload,
    sql`select site_key, locale from booking_manage_links where flow = ${booking.flow} and reference = ${booking.reference}
        order by created_at, token_hash limit 1`,
    req,
  )
  return row ? { siteKey: row.site_key, locale: row.locale } : null
}

/** The booking a token opens at `now`, or null (unknown, expired, or no token at all). */
export async function findManageLink(
  payload: Payload,
  token: string,
  now: Date,
  req?: InTransaction,
): Promise<ManageLink | null> {
  const [row] = await query<Row>(
    payload,
    sql`select flow, reference, site_key, locale from booking_manage_links
        where token_hash = ${hashManageToken(token)} and expires_at > ${now.toISOString()}::timestamptz`,
    req,
  )
  return row ? { flow: row.flow, reference: row.reference, siteKey: row.site_key, locale: row.locale } : null
}

/** A moved booking's links stay the same and all expire when the new appointment begins. */
export async function moveManageLink(
  payload: Payload,
  req: InTransaction,
  link: Pick<ManageLink, 'flow' | 'reference'> & { expiresAt: Date },
): Promise<void> {
  await query(
    payload,
    sql`update booking_manage_links set expires_at = ${link.expiresAt.toISOString()}::timestamptz
        where flow = ${link.flow} and reference = ${link.reference}`,
    req,
  )
}
