import { createHmac } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { receiver } from '../../../tests/helpers/http-server'
import { memoryRecords } from '../../../tests/helpers/memory-records'
import { localCrm, webhookCrm } from './crm'
import { crmLeadSchema, type CrmLead } from './messages'

const lead: CrmLead = {
  kind: 'test-drive',
  site: 'se',
  lead: { name: 'Ada Lind', phone: '+46701234567', carId: 'ABC123' },
}

let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

describe('CRM lead', () => {
  it('bounds the lead and names the field at fault', () => {
    expect(crmLeadSchema.parse(lead)).toEqual(lead)
    expect(() => crmLeadSchema.parse({ ...lead, kind: 'Test Drive' })).toThrow(/kind is a lower-case word/)
    expect(() => crmLeadSchema.parse({ ...lead, lead: { notes: 'x'.repeat(70_000) } })).toThrow(
      /lead is at most 65536 bytes/,
    )
  })
})

describe('local CRM', () => {
  it('stores each delivered lead once per idempotency key', async () => {
    const { store, rows } = memoryRecords()
    const crm = localCrm(store)
    await crm.deliver(lead, 'lead:1')
    await crm.deliver(lead, 'lead:1')
    await crm.deliver({ ...lead, kind: 'valuation' }, 'lead:2')
    expect([...rows.keys()]).toEqual(['lead:1', 'lead:2'])
    expect(rows.get('lead:1')).toEqual({
      collection: 'crm-leads',
      data: { kind: 'test-drive', site: 'se', lead: lead.lead },
    })
  })
})

describe('CRM webhook', () => {
  const at = new Date('2026-11-29T10:00:00Z')
  const secret = `whsec_${Buffer.from('a key of thirty-two random bytes').toString('base64')}`

  it('posts the lead with an Idempotency-Key, signed as Standard Webhooks does (id, timestamp, signature)', async () => {
    const server = await receiver([200])
    close = server.close
    await webhookCrm({ url: server.url, secret, timeoutMs: 5000, now: () => at }).deliver(lead, 'lead:1')
    const [request] = server.received
    expect(request.headers['idempotency-key']).toBe('lead:1')
    expect(request.headers['webhook-id']).toBe('lead:1')
    expect(request.headers['webhook-timestamp']).toBe(String(at.getTime() / 1000))
    // The standard's signature, computed by hand: HMAC-SHA256 of "id.timestamp.body" with the decoded key.
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64')
    const mac = createHmac('sha256', key)
      .update(`lead:1.${at.getTime() / 1000}.${request.body}`)
      .digest('base64')
    expect(request.headers['webhook-signature']).toBe(`v1,${mac}`)
    expect(JSON.parse(request.body)).toEqual({ idempotencyKey: 'lead:1', ...lead })
    // The reference verifier, at the receiver's clock, takes it within its tolerance and refuses it replayed later.
    const headers = request.headers as Record<string, string>
    const verifier = new Webhook(secret)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(new Date(at.getTime() + 60_000))
      expect(verifier.verify(request.body, headers)).toEqual(JSON.parse(request.body))
      vi.setSystemTime(new Date(at.getTime() + 10 * 60_000))
      expect(() => verifier.verify(request.body, headers)).toThrow(/too old/)
    } finally {
      vi.useRealTimers()
    }
  })

  it('takes a secret not of the standard form as its bytes', async () => {
    const server = await receiver([200])
    close = server.close
    await webhookCrm({ url: server.url, secret: 'shh', timeoutMs: 5000, now: () => at }).deliver(lead, 'lead:2')
    const [request] = server.received
    const mac = createHmac('sha256', 'shh')
      .update(`lead:2.${at.getTime() / 1000}.${request.body}`)
      .digest('base64')
    expect(request.headers['webhook-signature']).toBe(`v1,${mac}`)
  })

  it('sends no signature without a secret and fails on a non-2xx answer', async () => {
    const server = await receiver([500])
    close = server.close
    await expect(webhookCrm({ url: server.url, timeoutMs: 5000 }).deliver(lead, 'lead:1')).rejects.toThrow(
      'CRM webhook answered 500',
    )
    expect(server.received[0].headers['webhook-signature']).toBeUndefined()
  })
})
