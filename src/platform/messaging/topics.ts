/**
 * The outbox topics that reach the adapters, and the typed way to enqueue them (leads,
 * SMS and e-mail go through the outbox). Enqueue inside the transaction that writes the record the
 * message is about — pass Payload's `req` — so both commit or neither does.
 */
import type { Payload } from 'payload'
import type { InTransaction } from '../db'
import { enqueue } from '../outbox/enqueue'
import type { OutboxHandlers } from '../outbox/worker'
import type { Adapters } from './adapters'
import { crmLeadSchema, emailSchema, smsSchema, type CrmLead, type EmailInput, type Sms } from './messages'

export const TOPICS = { sms: 'sms.send', email: 'email.send', crm: 'crm.deliver' } as const

/** `key`: unique per message (e.g. `lead:<id>:sms`); enqueueing a key twice sends once. */
export type EnqueueOptions = { key: string; req?: InTransaction; maxAttempts?: number; runAt?: Date }
export type Enqueued = { id: number; created: boolean }

const entry = (topic: string, data: unknown, { key, maxAttempts, runAt }: EnqueueOptions) => ({
  topic,
  key,
  data,
  maxAttempts,
  runAt,
})

export async function enqueueSms(payload: Payload, sms: Sms, options: EnqueueOptions): Promise<Enqueued> {
  return enqueue(payload, entry(TOPICS.sms, smsSchema.parse(sms), options), options.req)
}

export async function enqueueEmail(payload: Payload, email: EmailInput, options: EnqueueOptions): Promise<Enqueued> {
  return enqueue(payload, entry(TOPICS.email, emailSchema.parse(email), options), options.req)
}

export async function enqueueCrm(payload: Payload, lead: CrmLead, options: EnqueueOptions): Promise<Enqueued> {
  return enqueue(payload, entry(TOPICS.crm, crmLeadSchema.parse(lead), options), options.req)
}

/** The worker's handlers for these topics; each validates the stored entry again before sending. */
export function messagingHandlers(adapters: Adapters): OutboxHandlers {
  return {
    [TOPICS.sms]: async ({ key, data }) => adapters.sms.send(smsSchema.parse(data), key),
    [TOPICS.email]: async ({ key, data }) => adapters.mail.send(emailSchema.parse(data), key),
    [TOPICS.crm]: async ({ key, data }) => adapters.crm.deliver(crmLeadSchema.parse(data), key),
  }
}
