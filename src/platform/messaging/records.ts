import type { Payload } from 'payload'

/**
 * Creates the record of a delivery unless one with this idempotency key exists; true when it created
 * one. Two deliveries racing on one key meet the unique index: the loser finds the winner's record.
 */
export async function createOnce<S extends 'sms-outbox' | 'mail-outbox' | 'crm-leads'>(payload: Payload, collection: S, key: string, data: Record<string, unknown>): Promise<boolean> {
  const exists = () => payload.count({ collection, where: { idempotencyKey: { equals: key } } }).then((r) => r.totalDocs > 0)
  if (await exists()) return false
  try {
    await payload.create({ collection, data: data as never })
    return true
  } catch (error) {
    if (await exists()) return false
    throw error
  }
}
