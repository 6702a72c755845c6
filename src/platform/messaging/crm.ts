import type { Payload } from 'payload'
import { postJson } from './http'
import type { CrmLead } from './messages'
import { createOnce } from './records'

/** Hands one lead to the CRM; `key` is the outbox entry's idempotency key. */
export interface CrmClient {
  deliver(lead: CrmLead, key: string): Promise<void>
}

/** Local default: delivered leads are stored in `crm-leads` (admin), unique by key, so a redelivery adds nothing. */
export function localCrm(payload: Payload): CrmClient {
  return {
    async deliver(lead, key) {
      await createOnce(payload, 'crm-leads', key, { kind: lead.kind, site: lead.site, lead: lead.lead, idempotencyKey: key })
    },
  }
}

/**
 * Production: POST the lead as JSON to the CRM's webhook with an `Idempotency-Key` header (the CRM
 * drops a key it has seen) and, when a secret is set, `X-Signature: sha256=<HMAC of the body>`.
 */
export function webhookCrm(options: { url: string; secret?: string; timeoutMs: number; fetch?: typeof fetch }): CrmClient {
  return {
    async deliver(lead, key) {
      await postJson({ ...options, name: 'CRM webhook', body: JSON.stringify({ idempotencyKey: key, ...lead }), key })
    },
  }
}
