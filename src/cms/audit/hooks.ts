/**
 * The audit log's writers: hooks on every audited collection record each save and deletion as one row
 * (./actions.ts decides which action it was), in the same transaction as the editor's own write — the
 * `req` is passed on, so a save that fails leaves no row and a row never names a save that did not happen.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeOperationHook,
  CollectionConfig,
  PayloadRequest,
} from 'payload'
import { isCmsUser } from '@/cms/access/roles'
import { documentTitle, editorName, extendsRun, refId, saveAction, type AuditAction } from './actions'

export type AuditEntry = {
  action: AuditAction
  site: number | null
  collectionSlug: string
  documentId: number
  title: string | null
}

/** The editor behind a request: a CMS user, or null for the platform's own writes (seed, jobs). */
function actor(req: PayloadRequest) {
  const user = isCmsUser(req.user) ? (req.user as { id: number; name?: string | null; email?: string | null }) : null
  return { user: user?.id ?? null, userName: editorName(user) }
}

/** The content locale the write was made in; none for a write in every locale at once. */
const localeOf = (req: PayloadRequest) => (req.locale && req.locale !== 'all' ? req.locale : null)

/** Adds one row, or extends the document's newest row when the save continues the same editor's run of changes. */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry, now = new Date()): Promise<void> {
  const row = { ...entry, ...actor(req), locale: localeOf(req) }
  if (entry.action === 'changed') {
    const [latest] = (
      await req.payload.find({
        collection: 'audit-log',
        where: { collectionSlug: { equals: entry.collectionSlug }, documentId: { equals: entry.documentId } },
        sort: '-at',
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        req,
      })
    ).docs
    if (latest && extendsRun({ ...latest, user: refId(latest.user), locale: latest.locale ?? null }, row, now)) {
      await req.payload.update({
        collection: 'audit-log',
        id: latest.id,
        data: { at: now.toISOString(), title: entry.title },
        depth: 0,
        overrideAccess: true,
        req,
      })
      return
    }
  }
  await req.payload.create({
    collection: 'audit-log',
    data: { ...row, at: now.toISOString() },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

/** Where the operation's arguments wait for the collection's afterChange (the hooks do not get them). */
const draftKey = (slug: string) => `audit.draft:${slug}`
const liveKey = (slug: string, id: unknown) => `audit.live:${slug}:${String(id)}`

type SaveArgs = { id?: number | string; draft?: boolean; data?: { _status?: string }; unpublishAllLocales?: boolean }

const rememberSave: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  // Payload names an update by id 'update' here too (with the id among the arguments).
  if (operation !== 'create' && operation !== 'update') return args
  const { id, data, unpublishAllLocales } = args as SaveArgs
  // As Payload decides (its update operation): a save asking for a draft while setting the status to
  // published publishes.
  const draft = Boolean((args as SaveArgs).draft) && data?._status !== 'published'
  req.context[draftKey(collection.slug)] = draft
  // Taking a document back to draft: whether its live version was published is only in its own row (the
  // hooks' previous document is the newest version, which may be a draft over the live one).
  if (operation === 'update' && id !== undefined && !draft && (data?._status === 'draft' || unpublishAllLocales)) {
    const live = await req.payload.db.findOne<{ id: number; _status?: string }>({
      collection: collection.slug,
      where: { id: { equals: id } },
      req,
    })
    req.context[liveKey(collection.slug, id)] = live?._status === 'published'
  }
  return args
}

const entryOf = (
  collection: { slug: string; admin?: { useAsTitle?: string } },
  doc: Record<string, unknown>,
  action: AuditAction,
): AuditEntry => ({
  action,
  site: refId(doc.site),
  collectionSlug: collection.slug,
  documentId: Number(doc.id),
  title: documentTitle(doc, collection.admin?.useAsTitle),
})

const logSave: CollectionAfterChangeHook = async ({ collection, doc, operation, previousDoc, req }) => {
  const draft = req.context[draftKey(collection.slug)] === true
  const wasLive = req.context[liveKey(collection.slug, doc.id)] as boolean | undefined
  const action = saveAction({ operation, draft, before: previousDoc, after: doc, wasLive })
  await recordAudit(req, entryOf(collection, doc, action))
  return doc
}

const logDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await recordAudit(req, entryOf(collection, doc, 'deleted'))
}

/** The collection with its saves and deletions written to the audit log. */
export function withAudit(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      beforeOperation: [...(hooks.beforeOperation ?? []), rememberSave],
      afterChange: [...(hooks.afterChange ?? []), logSave],
      afterDelete: [...(hooks.afterDelete ?? []), logDelete],
    },
  }
}
