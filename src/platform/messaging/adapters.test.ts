import type { Payload } from 'payload'
import { afterEach, describe, expect, it } from 'vitest'
import { receiver } from '../../../tests/helpers/http-server'
import { adaptersFromEnv } from './adapters'
import { messagingHandlers, TOPICS } from './topics'

const noPayload = {} as Payload
let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

describe('adapters from the environment', () => {
  it('sends through the production backends when their variables are set', async () => {
    const server = await receiver([200])
    close = server.close
    const adapters = adaptersFromEnv(noPayload, {
      SMS_PROVIDER_URL: server.url,
      SMS_PROVIDER_TOKEN: 't',
      CRM_WEBHOOK_URL: server.url,
      CRM_WEBHOOK_SECRET: '',
    })
    await adapters.sms.send({ to: '+46701234567', text: 'Hej' }, 'sms:1')
    await adapters.crm.deliver({ kind: 'contact', site: 'se', lead: {} }, 'crm:1')
    expect(
      server.received.map((r) => [
        r.headers['idempotency-key'],
        r.headers.authorization ?? null,
        r.headers['webhook-signature'] ?? null,
      ]),
    ).toEqual([
      ['sms:1', 'Bearer t', null],
      ['crm:1', null, null],
    ])
  })

  it('refuses a malformed variable, naming it', () => {
    expect(() => adaptersFromEnv(noPayload, { SMS_PROVIDER_URL: 'not a url' })).toThrow(/SMS_PROVIDER_URL is a URL/)
    expect(() => adaptersFromEnv(noPayload, { SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL starts with smtp/)
    expect(() => adaptersFromEnv(noPayload, { ADAPTER_TIMEOUT_MS: '5' })).toThrow(/ADAPTER_TIMEOUT_MS/)
  })
})

describe('messaging handlers', () => {
  it('validate the stored entry before handing it to the adapter', async () => {
    const sent: unknown[] = []
    const handlers = messagingHandlers({
      sms: { send: async (message, key) => void sent.push([key, message]) },
      mail: { send: async () => {} },
      crm: { deliver: async () => {} },
    })
    await handlers[TOPICS.sms]({
      id: 1,
      topic: TOPICS.sms,
      key: 'k',
      data: { to: '+46701234567', text: 'Hej' },
      attempt: 1,
    })
    await expect(
      handlers[TOPICS.sms]({ id: 2, topic: TOPICS.sms, key: 'k2', data: { to: 'nobody', text: 'Hej' }, attempt: 1 }),
    ).rejects.toThrow(/to is a phone number/)
    expect(sent).toEqual([['k', { to: '+46701234567', text: 'Hej' }]])
  })
})
