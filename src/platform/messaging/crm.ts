import { postJson } from './post-json'
import type { CrmLead } from './messages'
import type { RecordStore } from './records'

/** Hands one lead to the CRM; `key` is the outbox entry's idempotency key. */
export interface CrmClient {
  deliver(lead: CrmLead, key: string): Promise<void>
}

/** Local default: delivered leads are stored in `crm-leads` (admin), unique by key, so a redelivery adds nothing. */
export function localCrm(records: RecordStore): CrmClient {
  return {
    async deliver(lead, key) {
      await records.createOnce('crm-leads', key, { kind: lead.kind, site: lead.site, lead: lead.lead })
    },
  }
}

/**
 * Production: POST the lead as JSON to the CRM's webhook with an `Idempotency-Key` header (the CRM
 * drops a key it has seen) and, when a secret is set, signed as Standard Webhooks does (./post-json.ts).
 */
export function webhookCrm(options: {
  url: string
  secret?: string
  timeoutMs: number
  now?: () => Date
  fetch?: typeof fetch
}): CrmClient {
  return {
    async deliver(lead, key) {
      await postJson({ ...options, name: 'CRM webhook', body: JSON.stringify({ idempotencyKey: key, ...lead }), key })
    },
  }
}
