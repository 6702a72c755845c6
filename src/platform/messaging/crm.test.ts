import { createHmac } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
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
  it('posts the lead with an Idempotency-Key and an HMAC signature of the body', async () => {
    const server = await receiver([200])
    close = server.close
    await webhookCrm({ url: server.url, secret: 'shh', timeoutMs: 5000 }).deliver(lead, 'lead:1')
    const [request] = server.received
    expect(request.headers['idempotency-key']).toBe('lead:1')
    expect(request.headers['x-signature']).toBe(
      `sha256=${createHmac('sha256', 'shh').update(request.body).digest('hex')}`,
    )
    expect(JSON.parse(request.body)).toEqual({ idempotencyKey: 'lead:1', ...lead })
  })

  it('sends no signature without a secret and fails on a non-2xx answer', async () => {
    const server = await receiver([500])
    close = server.close
    await expect(webhookCrm({ url: server.url, timeoutMs: 5000 }).deliver(lead, 'lead:1')).rejects.toThrow(
      'CRM webhook answered 500',
    )
    expect(server.received[0].headers['x-signature']).toBeUndefined()
  })
})
