import type { Payload } from 'payload'

export type RecordCollection = 'sms-outbox' | 'mail-outbox' | 'crm-leads'

/** Where the local adapters keep what they "sent", once per idempotency key. */
export type RecordStore = {
  /** Creates the record unless one with this key exists; true when it created one. */
  createOnce(collection: RecordCollection, key: string, data: Record<string, unknown>): Promise<boolean>
}

/**
 * The records as admin-visible collections. Two deliveries racing on one key meet the unique index
 * on idempotencyKey: the loser finds the winner's record and reports nothing created.
 */
export function payloadRecords(payload: Payload): RecordStore {
  return {
    async createOnce(collection, key, data) {
      const exists = () =>
        payload.count({ collection, where: { idempotencyKey: { equals: key } } }).then((r) => r.totalDocs > 0)
      if (await exists()) return false
      try {
        await payload.create({ collection, data: { ...data, idempotencyKey: key } as never })
        return true
      } catch (error) {
        if (await exists()) return false
        throw error
      }
    },
  }
}
