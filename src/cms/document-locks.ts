/**
 * Editors' saves on the embedded database ("the admin works"). Before an update or delete by id,
 * Payload 3.90 checks whether another editor holds the document's lock with a query that does not join the
 * operation's transaction (payload/dist/utilities/checkDocumentLockStatus.js, `payload.db.find` without
 * `req`). PGlite is one database session: that query waited for the open transaction until the server's
 * watchdog ended it, so every save and publish from the admin was a 500 after 10 s (docs/security.md,
 * "Known gaps"). This hook makes the same check inside the transaction and then tells Payload the lock is
 * checked (`overrideLock`), so Payload only clears the lock rows, as it always does, on the transaction.
 */
import { Locked, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

/** Payload's default lock duration in seconds (`lockDocuments: { duration }` overrides it). */
const DEFAULT_LOCK_SECONDS = 300

export const checkLockInTransaction: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  const id = (args as { id?: number | string }).id
  if ((operation !== 'update' && operation !== 'delete') || id === undefined || args.overrideLock !== false) return args
  const lockDocuments = collection.lockDocuments
  if (lockDocuments === false) return { ...args, overrideLock: true }
  const { docs } = await req.payload.db.find({
    collection: 'payload-locked-documents',
    limit: 1,
    pagination: false,
    sort: '-updatedAt',
    where: { and: [{ 'document.relationTo': { equals: collection.slug } }, { 'document.value': { equals: id } }] },
    req,
  })
  const lock = docs[0] as { updatedAt?: string; user?: { value?: unknown } } | undefined
  if (lock) {
    const seconds = typeof lockDocuments === 'object' ? lockDocuments.duration : DEFAULT_LOCK_SECONDS
    const held = Date.now() - new Date(lock.updatedAt ?? 0).getTime() <= seconds * 1000
    const userId = (lock.user?.value as { id?: unknown } | undefined)?.id ?? lock.user?.value
    if (held && userId !== req.user?.id)
      throw new Locked(`Document with ID ${id} is currently locked by another user and cannot be modified.`)
  }
  return { ...args, overrideLock: true }
}

/** Every collection's updates and deletes by id check the editor's lock inside their transaction. */
export function withTransactionalLockCheck(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), checkLockInTransaction],
    },
  }
}
