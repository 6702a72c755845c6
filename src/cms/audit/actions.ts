/**
 * What an editor did to a site's document, as the audit log records it (./collection.ts), and the rules
 * that turn a save into one of these actions. Pure (./actions.test.ts): the hooks that call them are in
 * ./hooks.ts.
 */

/**
 * Every action the log knows. A new kind of event (a publication scheduled for later) is one more member
 * here, its label below and a value added to the database's enum in a migration.
 */
export const AUDIT_ACTIONS = ['created', 'changed', 'published', 'unpublished', 'deleted'] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** A document as the hooks see it: only its publication status matters here. */
type Status = { _status?: string | null } | null | undefined

export type SaveFacts = {
  operation: 'create' | 'update'
  /** The save kept the live version as it was (a draft or an autosave); unknown counts as false. */
  draft: boolean
  before: Status
  after: Status
  /**
   * Whether the live version was published before the save, when known: `before` is the newest version,
   * which for a document with a newer draft says draft while the live one is published.
   */
  wasLive?: boolean
}

/**
 * The action a save was. A save that makes the document's content live is a publication (collections
 * without drafts have no status: their every save is live and reads as created or changed); a draft over a
 * published document is a change, and taking the live version away is an unpublication.
 */
export function saveAction({ operation, draft, before, after, wasLive }: SaveFacts): AuditAction {
  const status = after?._status
  if (!draft && status === 'published') return 'published'
  if (operation === 'create') return 'created'
  if (!draft && status === 'draft' && (wasLive ?? before?._status === 'published')) return 'unpublished'
  return 'changed'
}

/** How long a run of saves by one editor on one document (autosaves every second) counts as one change. */
export const CHANGE_RUN_MS = 10 * 60_000

/** The newest row already logged for a document. */
export type LatestRow = { action: AuditAction; user: number | null; locale: string | null; at: string }

/**
 * Whether a change only extends the document's newest row instead of adding one: the same editor, locale
 * and kind of work (creating or changing), within CHANGE_RUN_MS of it. Publications, unpublications and
 * deletions always have rows of their own.
 */
export function extendsRun(
  latest: LatestRow | null | undefined,
  next: { action: AuditAction; user: number | null; locale: string | null },
  now: Date,
): boolean {
  if (!latest || next.action !== 'changed') return false
  if (latest.action !== 'created' && latest.action !== 'changed') return false
  if (latest.user !== next.user || latest.locale !== next.locale) return false
  const age = now.getTime() - Date.parse(latest.at)
  return age >= 0 && age <= CHANGE_RUN_MS
}

/** Longest title kept on a row (a document's title is bounded by its own collection; this bounds the log). */
export const TITLE_MAX = 200

/** A document's title for the log: its collection's title field, else the usual names, bounded; null if none. */
export function documentTitle(doc: Record<string, unknown>, useAsTitle?: string): string | null {
  for (const key of [useAsTitle, 'title', 'name', 'key', 'from']) {
    const value = key ? doc[key] : undefined
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, TITLE_MAX)
  }
  return null
}

/** The id of a relationship value, populated or not. */
export function refId(value: unknown): number | null {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  const n = typeof id === 'string' && id.trim() !== '' ? Number(id) : id
  return typeof n === 'number' && Number.isInteger(n) ? n : null
}

/** How the log names an editor: their name, else their e-mail address. */
export function editorName(user: { name?: string | null; email?: string | null } | null | undefined): string | null {
  const name = user?.name?.trim() || user?.email?.trim()
  return name ? name.slice(0, TITLE_MAX) : null
}
