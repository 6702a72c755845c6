/**
 * A lead's delivery status for editors ("leads appear in the admin with their status and delivery
 * attempts"), from its outbox entries (keys `lead:<id>:<channel>`: crm, dealer, receipt).
 */
import type { OutboxStatus } from '@/platform/outbox/store'

export const LEAD_STATUSES = ['received', 'delivered', 'failed'] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

export type LeadDelivery = {
  channel: string
  status: OutboxStatus
  attempts: number
  lastError: string | null
  nextRunAt: string | null
  completedAt: string | null
  outboxId: number
}

/** The outbox key prefix of a lead's deliveries (src/features/leads/submit.ts writes them). */
export const deliveryKeyPrefix = (leadId: number | string) => `lead:${leadId}:`

/**
 * failed: a delivery is dead (it waits for an editor's retry); delivered: every delivery is done;
 * received: stored, deliveries still running or retrying.
 */
export function leadStatus(deliveries: Pick<LeadDelivery, 'status'>[]): LeadStatus {
  if (deliveries.some((d) => d.status === 'dead')) return 'failed'
  if (deliveries.length && deliveries.every((d) => d.status === 'done')) return 'delivered'
  return 'received'
}
