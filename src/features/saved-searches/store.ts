/**
 * Saved searches in the database (issue 37 §1; migration 20261128_160000_saved_searches): create (unconfirmed, with
 * its confirmation e-mail in the outbox), confirm, unsubscribe, list and delete by the manage link, and counts per
 * site for editors. The confirmation token is random and stored only as its hash; the unsubscribe and manage links
 * are signed (rules.ts) so that every e-mail can carry them without storing them. Nothing but the confirmation is
 * sent before a search is confirmed (the matcher reads active searches only).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import { CAR_SCHEMA } from '@/features/search/car-schema'
import { planQuery, SearchQueryError } from '@/features/search/contract'
import type { SearchIndex } from '@/sites/markets'
import { query } from '@/platform/db'
import { InputError, NotFoundError, TooManyRequestsError } from '@/platform/errors'
import { enqueue } from '@/platform/outbox/enqueue'
import { inTransaction } from '@/platform/transactions'
import type { CreateSavedSearch, SavedQuery } from './contract'
import {
  canonicalQuery,
  CONFIRM_TTL_MS,
  listSearchParams,
  MAX_SEARCHES_PER_ADDRESS,
  queryHash,
  signToken,
  subjectOf,
  tokenHash,
  verifyToken,
} from './rules'

export const CONFIRM_TOPIC = 'saved-search.confirm'
export const DIGEST_TOPIC = 'saved-search.digest'

export type SavedSearchSite = { id: number; name: string; searchIndex: SearchIndex }

export type CreateContext = {
  site: SavedSearchSite
  /** The site's address this request came to, e.g. https://bilgruppen.se: links in e-mails point there. */
  origin: string
  /** The car list's path in the request's locale (the confirmation redirects there with the search). */
  listPath: string
  /** The base path of car pages in the request's locale (links in digests). */
  detailBase: string
  now: Date
  /** Takes one of the address's new searches of the day (the rate limiter); false: none left. */
  takeNewForAddress: (email: string) => Promise<boolean>
}

/** The filters checked against the car index's schema: an unknown name or a wrong kind is a 400 naming its place. */
export function checkQuery(market: SearchIndex, saved: SavedQuery): SavedQuery {
  const canonical = canonicalQuery(saved)
  if (canonical.filters && Object.hasOwn(canonical.filters, CAR_SCHEMA.idField))
    throw new InputError('query.filters', 'cannot name single cars')
  try {
    planQuery(CAR_SCHEMA, { index: `cars-${market}`, filters: canonical.filters, keyphrase: canonical.keyphrase })
  } catch (error) {
    if (error instanceof SearchQueryError) throw new InputError('query', error.message)
    throw error
  }
  return canonical
}

/**
 * Stores the search unconfirmed and its confirmation in the outbox, in one transaction. The same search of the
 * same address on the same site answers the stored one's id and sends nothing again (a repeated click is no
 * second e-mail). Throws TooManyRequestsError when the address has MAX_SEARCHES_PER_ADDRESS searches or no new
 * one left today.
 */
export async function createSavedSearch(
  payload: Payload,
  ctx: CreateContext,
  input: CreateSavedSearch,
): Promise<{ id: string; created: boolean }> {
  const canonical = checkQuery(ctx.site.searchIndex, input.query)
  const hash = queryHash(canonical)
  const email = input.email.toLowerCase()
  const listUrl = `${ctx.origin}${ctx.listPath}${listSearchParams(canonical) ? `?${listSearchParams(canonical)}` : ''}`
  const existing = await findSearch(payload, email, ctx.site.id, hash)
  if (existing) return { id: existing, created: false }
  const found = await inTransaction(payload, async ({ req }) => {
    const [subscriber] = await query<{ id: string }>(
      payload,
      sql`insert into alerts.subscribers (email, manage_nonce, created_at)
          values (${email}, replace(gen_random_uuid()::text, '-', ''), ${ctx.now.toISOString()}::timestamptz)
          on conflict (email) do update set email = excluded.email
          returning id`,
      req,
    )
    // The subscriber's row is locked until commit: two requests of one address count one after the other.
    const [{ count, same }] = await query<{ count: number; same: string | null }>(
      payload,
      sql`select count(*)::int as count,
            (select id::text from alerts.saved_searches where subscriber = ${subscriber.id} and site = ${ctx.site.id} and query_hash = ${hash}) as same
          from alerts.saved_searches where subscriber = ${subscriber.id}`,
      req,
    )
    if (same) return { id: same, created: false }
    if (count >= MAX_SEARCHES_PER_ADDRESS)
      throw new TooManyRequestsError(
        86_400,
        `An address can keep at most ${MAX_SEARCHES_PER_ADDRESS} saved searches; delete one through the link in our e-mails first.`,
      )
    if (!(await ctx.takeNewForAddress(email)))
      throw new TooManyRequestsError(
        86_400,
        'This address has saved as many new searches as it can today; please try again tomorrow.',
      )
    const [row] = await query<{ id: string }>(
      payload,
      sql`insert into alerts.saved_searches
            (subscriber, site, search_index, locale, origin, list_url, detail_base, query, query_hash, alerts, created_at)
          values (${subscriber.id}, ${ctx.site.id}, ${ctx.site.searchIndex}, ${input.locale}, ${ctx.origin}, ${listUrl}, ${ctx.detailBase},
            ${JSON.stringify(canonical)}::jsonb, ${hash}, ${`{${input.alerts.join(',')}}`}::varchar(20)[], ${ctx.now.toISOString()}::timestamptz)
          returning id::text as id`,
      req,
    )
    // The e-mail is rendered (with a fresh token) when the outbox delivers it: the outbox keeps no token.
    await enqueue(payload, { topic: CONFIRM_TOPIC, key: `saved-search:${row.id}:confirm`, data: { id: row.id } }, req)
    return { id: row.id, created: true }
  })
  return found
}

async function findSearch(payload: Payload, email: string, site: number, hash: string): Promise<string | null> {
  const rows = await query<{ id: string }>(
    payload,
    sql`select s.id::text as id from alerts.saved_searches s join alerts.subscribers a on a.id = s.subscriber
        where a.email = ${email} and s.site = ${site} and s.query_hash = ${hash}`,
  )
  return rows[0]?.id ?? null
}

/**
 * A fresh confirmation token for a pending search (the outbox's delivery renders the e-mail with it): the
 * database keeps its hash and when it expires; an earlier token stops working. Null: the search is gone or confirmed.
 */
export async function issueConfirmToken(payload: Payload, id: string, token: string, now: Date) {
  const rows = await query<SearchForMail>(
    payload,
    sql`update alerts.saved_searches s set confirm_token_hash = ${tokenHash(token)},
          confirm_expires_at = ${new Date(now.getTime() + CONFIRM_TTL_MS).toISOString()}::timestamptz
        from alerts.subscribers a
        where s.id = ${id}::uuid and s.status = 'pending' and a.id = s.subscriber
        returning ${searchForMailColumns}`,
  )
  return rows[0] ?? null
}

export type SearchForMail = {
  id: string
  email: string
  subscriber: string
  manage_nonce: string
  locale: Locale
  origin: string
  site: number
  search_index: SearchIndex
  site_name: string
}
const searchForMailColumns = sql`s.id::text as id, a.email, a.id::text as subscriber, a.manage_nonce, s.locale, s.origin, s.site, s.search_index,
  (select name from public.sites where id = s.site) as site_name`

export async function searchForMail(payload: Payload, id: string): Promise<SearchForMail | null> {
  const rows = await query<SearchForMail>(
    payload,
    sql`select ${searchForMailColumns} from alerts.saved_searches s join alerts.subscribers a on a.id = s.subscriber
        where s.id = ${id}::uuid and s.status = 'active'`,
  )
  return rows[0] ?? null
}

/** The signed links of a search's e-mails, each in the e-mail's language (the site page it ends on speaks it). */
export function mailLinks(
  secret: string,
  search: Pick<SearchForMail, 'id' | 'subscriber' | 'manage_nonce' | 'origin' | 'locale'>,
) {
  return {
    unsubscribe: `${search.origin}/api/saved-searches/unsubscribe?token=${signToken(secret, 'unsubscribe', search.id)}&locale=${search.locale}`,
    manage: `${search.origin}/api/saved-searches/manage?token=${signToken(secret, 'manage', search.subscriber, search.manage_nonce)}&locale=${search.locale}`,
  }
}

/** The confirmation link of a fresh token. */
export const confirmLink = (search: Pick<SearchForMail, 'origin' | 'locale'>, token: string) =>
  `${search.origin}/api/saved-searches/confirm?token=${token}&locale=${search.locale}`

const INVALID_LINK = 'This link is no longer valid; save the search again to get a new one.'

/** Confirms the search of a valid, unused, unexpired token (used up by this) and answers its car list link. */
export async function confirmSavedSearch(payload: Payload, token: string, now: Date): Promise<{ listUrl: string }> {
  const rows = await query<{ list_url: string }>(
    payload,
    sql`update alerts.saved_searches set status = 'active', confirmed_at = ${now.toISOString()}::timestamptz,
          confirm_token_hash = null, confirm_expires_at = null
        where confirm_token_hash = ${tokenHash(token)} and status = 'pending'
          and confirm_expires_at > ${now.toISOString()}::timestamptz
        returning list_url`,
  )
  if (!rows.length) throw new NotFoundError(INVALID_LINK)
  return { listUrl: rows[0].list_url }
}

/** Deletes the search of a signed unsubscribe token (and the address with its last search); idempotent. */
export async function unsubscribe(payload: Payload, secret: string, token: string): Promise<{ deleted: boolean }> {
  if (!verifyToken(secret, 'unsubscribe', token)) throw new NotFoundError(INVALID_LINK)
  const id = subjectOf(token)!
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new NotFoundError(INVALID_LINK)
  const rows = await query(payload, sql`delete from alerts.saved_searches where id = ${id}::uuid returning id`)
  return { deleted: rows.length > 0 }
}

export type ManagedSearch = {
  id: string
  query: SavedQuery
  alerts: string[]
  status: 'pending' | 'active'
  listUrl: string
  createdAt: string
}

async function subscriberOf(payload: Payload, secret: string, token: string): Promise<{ id: string; email: string }> {
  const subject = subjectOf(token)
  if (!subject || !/^\d{1,18}$/.test(subject)) throw new NotFoundError(INVALID_LINK)
  const rows = await query<{ id: string; email: string; manage_nonce: string }>(
    payload,
    sql`select id::text as id, email, manage_nonce from alerts.subscribers where id = ${subject}::bigint`,
  )
  if (!rows.length || !verifyToken(secret, 'manage', token, rows[0].manage_nonce)) throw new NotFoundError(INVALID_LINK)
  return rows[0]
}

/** The address's searches, by the manage link; an address without searches is gone, and so is its link. */
export async function manageSearches(
  payload: Payload,
  secret: string,
  token: string,
): Promise<{ email: string; searches: ManagedSearch[] }> {
  const subscriber = await subscriberOf(payload, secret, token)
  const rows = await query<{
    id: string
    query: SavedQuery
    alerts: string[]
    status: 'pending' | 'active'
    list_url: string
    created_at: string
  }>(
    payload,
    sql`select id::text as id, query, alerts, status, list_url, created_at::text as created_at
        from alerts.saved_searches where subscriber = ${subscriber.id}::bigint order by created_at, id`,
  )
  return {
    email: subscriber.email,
    searches: rows.map((row) => ({
      id: row.id,
      query: row.query,
      alerts: row.alerts,
      status: row.status,
      listUrl: row.list_url,
      createdAt: row.created_at,
    })),
  }
}

/** Deletes one of the address's searches by the manage link; answers how many it has left (none: the address is gone). */
export async function deleteManagedSearch(
  payload: Payload,
  secret: string,
  token: string,
  id: string,
): Promise<{ remaining: number }> {
  const subscriber = await subscriberOf(payload, secret, token)
  await query(
    payload,
    sql`delete from alerts.saved_searches where id = ${id}::uuid and subscriber = ${subscriber.id}::bigint`,
  )
  const [{ remaining }] = await query<{ remaining: number }>(
    payload,
    sql`select count(*)::int as remaining from alerts.saved_searches where subscriber = ${subscriber.id}::bigint`,
  )
  return { remaining }
}

/** What an editor sees: searches per site and status, no address. */
export async function savedSearchCounts(
  payload: Payload,
): Promise<Array<{ site: number; active: number; pending: number }>> {
  return query(
    payload,
    sql`select site, count(*) filter (where status = 'active')::int as active, count(*) filter (where status = 'pending')::int as pending
        from alerts.saved_searches group by site order by site`,
  )
}

/** Unconfirmed searches whose link expired are deleted (with an address left without searches). */
export async function pruneUnconfirmed(payload: Payload, now: Date): Promise<number> {
  const rows = await query(
    payload,
    sql`delete from alerts.saved_searches where status = 'pending' and created_at < ${new Date(now.getTime() - CONFIRM_TTL_MS).toISOString()}::timestamptz
          and (confirm_expires_at is null or confirm_expires_at < ${now.toISOString()}::timestamptz) returning id`,
  )
  return rows.length
}
