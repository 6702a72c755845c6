import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import { localizedPath } from '@/sites/host-table'
import type { RedirectRow } from './rules'
import { query, type InTransaction } from '@/platform/db'

/** A stored rule in table order. */
export type StoredRow = Required<Pick<RedirectRow, 'from' | 'to'>> & { note: string | null }

type Db = Pick<Payload['db']['drizzle'], 'execute'>

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/** A site's rules in table order (position, then insertion); inside `req`'s transaction when it carries one. */
export async function loadSiteRows(payload: Payload, siteId: number, req?: InTransaction): Promise<StoredRow[]> {
  return query<StoredRow>(
    payload,
    sql`select "from", "to", note from redirects where site_id = ${siteId} order by position nulls last, id`,
    req,
  )
}

/** Every site's rules, keyed by site key, in table order. */
export async function loadAllRows(payload: Payload): Promise<Map<string, StoredRow[]>> {
  const rows = rowsOf<StoredRow & { key: string }>(
    await payload.db.drizzle.execute(sql`
      select s.key, r."from", r."to", r.note from redirects r join sites s on s.id = r.site_id
      order by s.key, r.position nulls last, r.id`),
  )
  const bySite = new Map<string, StoredRow[]>()
  for (const { key, ...row } of rows) {
    const list = bySite.get(key) ?? []
    list.push(row)
    bySite.set(key, list)
  }
  return bySite
}

/**
 * Changes whenever a rule is created, edited, deleted or a table imported: the proxy compares it with the
 * version it compiled and fetches the tables again only when it moved.
 */
export async function redirectsVersion(db: Db): Promise<string> {
  const [row] = rowsOf<{ n: number; at: string | null }>(
    await db.execute(sql`select count(*)::int as n, max(updated_at)::text as at from redirects`),
  )
  return `${row?.n ?? 0}:${row?.at ?? ''}`
}

/** Replaces a site's table in one transaction: either every row is stored or none changes. */
export async function replaceSiteRows(payload: Payload, siteId: number, rows: readonly StoredRow[]): Promise<void> {
  await payload.db.drizzle.transaction(async (tx) => {
    await tx.execute(sql`delete from redirects where site_id = ${siteId}`)
    if (!rows.length) return
    const json = JSON.stringify(
      rows.map((r, position) => ({ site_id: siteId, from: r.from, to: r.to, note: r.note, status: 301, position })),
    )
    await tx.execute(sql`
      insert into redirects (site_id, "from", "to", note, status, position)
      select site_id, "from", "to", note, status, position
      from jsonb_to_recordset(${json}::jsonb) as t(site_id int, "from" text, "to" text, note text, status int, position int)`)
  })
}

/**
 * The public paths of a site's published pages and of the dealer sites under its site list pages, in every locale
 * (non-default locales carry their prefix).
 */
export async function publishedPaths(payload: Payload, site: Pick<Site, 'id' | 'defaultLocale'>): Promise<Set<string>> {
  const rows = rowsOf<{ path: string; locale: Locale }>(
    await payload.db.drizzle.execute(sql`
      select l.path, l._locale as locale from pages_locales l join pages p on p.id = l._parent_id
      where p.site_id = ${site.id} and p._status = 'published' and l.path is not null
      union all
      -- the dealer sites' pages under a page holding the site list (route kind dealer-detail)
      select rtrim(l.path, '/') || '/' || d.slug, l._locale from pages_locales l join pages p on p.id = l._parent_id
      join pages_blocks_dealer_list b on b._parent_id = p.id and b._locale = l._locale
      join dealer_sites d on d.website_id = p.site_id
      where p.site_id = ${site.id} and p._status = 'published' and l.path is not null`),
  )
  return new Set(
    rows.map(({ path, locale }) => localizedPath({ defaultLocale: site.defaultLocale as Locale }, locale, path)),
  )
}

/** A site by its key, its name as stored or one of its host names (e.g. `uk.localhost`), case-insensitive. */
export async function findSite(payload: Payload, nameOrHost: string): Promise<Site | undefined> {
  const wanted = nameOrHost.trim().toLowerCase().replace(/:\d+$/, '')
  const { docs } = await payload.find({ collection: 'sites', limit: 1000, depth: 0, pagination: false })
  return docs.find(
    (s) =>
      s.key.toLowerCase() === wanted ||
      s.name.toLowerCase() === wanted ||
      (s.hostnames ?? []).some((h) => h.hostname.toLowerCase() === wanted) ||
      (s.redirectHostnames ?? []).some((h) => h.hostname.toLowerCase() === wanted),
  )
}
