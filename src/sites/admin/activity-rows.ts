/**
 * The dashboard's "Activity on this site" from the audit log's rows (src/cms/audit): newest first, the
 * time as the site's readers write it, in the site's time zone, and each document linked to its edit
 * view while it exists. Pure (./activity-rows.test.ts); ./activity.ts reads the rows.
 */
import type { AuditAction } from '@/cms/audit/actions'

/** An audit row as read with depth 0. */
export type AuditRowLike = {
  id: number
  at: string
  action: AuditAction
  collectionSlug: string
  documentId: number
  title?: string | null
  userName?: string | null
}

export type ActivityRow = {
  key: string
  /** ISO time, for `<time dateTime>`. */
  at: string
  /** The time in the site's own format and zone. */
  when: string
  /** The editor's name as recorded; null for the platform's own writes (seed, scheduled jobs). */
  who: string | null
  action: AuditAction
  collection: string
  title: string
  /** The document's edit view; null once it is deleted. */
  href: string | null
}

export type ActivityFormat = { adminRoute: string; locale: string; timeZone: string }

export function activityRows(
  rows: readonly AuditRowLike[],
  { adminRoute, locale, timeZone }: ActivityFormat,
): ActivityRow[] {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone })
  const docKey = (row: AuditRowLike) => `${row.collectionSlug}/${row.documentId}`
  const deleted = new Set(rows.filter((row) => row.action === 'deleted').map(docKey))
  return [...rows]
    .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id)
    .map((row) => ({
      key: String(row.id),
      at: row.at,
      when: format.format(new Date(row.at)),
      who: row.userName ?? null,
      action: row.action,
      collection: row.collectionSlug,
      title: row.title || `#${row.documentId}`,
      href: deleted.has(docKey(row)) ? null : `${adminRoute}/collections/${docKey(row)}`,
    }))
}
