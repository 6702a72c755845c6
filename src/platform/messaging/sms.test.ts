import { afterEach, describe, expect, it } from 'vitest'
import { receiver } from '../../../tests/helpers/http-server'
import { memoryRecords } from '../../../tests/helpers/memory-records'
import { smsSchema } from './messages'
import { httpSms, localSms } from './sms'

let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

describe('SMS message', () => {
  it('takes E.164 numbers and bounded text, naming the field at fault', () => {
    expect(smsSchema.parse({ to: '+46701234567', text: 'Hej' })).toEqual({ to: '+46701234567', text: 'Hej' })
    expect(() => smsSchema.parse({ to: '0701234567', text: 'Hej' })).toThrow(/to is a phone number/)
    expect(() => smsSchema.parse({ to: '+46701234567', text: 'x'.repeat(1601) })).toThrow(/text is at most 1600/)
    expect(() => smsSchema.parse({ to: '+46701234567', text: 'Hej', extra: 1 })).toThrow()
  })
})

describe('local SMS', () => {
  it('stores the message and prints "SMS to <number>: <text>", once per key', async () => {
    const { store, rows } = memoryRecords()
    const lines: string[] = []
    const sms = localSms(store, (line) => lines.push(line))
    await sms.send({ to: '+46701234567', text: 'Din kod är 482913' }, 'otp:1')
    await sms.send({ to: '+46701234567', text: 'Din kod är 482913' }, 'otp:1')
    expect(lines).toEqual(['SMS to +46701234567: Din kod är 482913'])
    expect([...rows]).toEqual([
      ['otp:1', { collection: 'sms-outbox', data: { to: '+46701234567', text: 'Din kod är 482913' } }],
    ])
  })
})

describe('HTTP SMS provider', () => {
  it('posts the message as JSON with the token and the idempotency key', async () => {
    const server = await receiver([202])
    close = server.close
    await httpSms({ url: server.url, token: 'secret-token', timeoutMs: 5000 }).send(
      { to: '+4798765432', text: 'Hei' },
      'otp:7',
    )
    expect(server.received).toHaveLength(1)
    const [request] = server.received
    expect(request.method).toBe('POST')
    expect(request.headers).toMatchObject({
      authorization: 'Bearer secret-token',
      'idempotency-key': 'otp:7',
      'content-type': 'application/json',
    })
    expect(JSON.parse(request.body)).toEqual({ to: '+4798765432', text: 'Hei' })
  })

  it('treats a non-2xx answer and no answer as errors (the outbox retries them)', async () => {
    const failing = await receiver([503])
    close = failing.close
    await expect(
      httpSms({ url: failing.url, timeoutMs: 5000 }).send({ to: '+4798765432', text: 'Hei' }, 'k'),
    ).rejects.toThrow('SMS provider answered 503')
    await failing.close()
    const silent = await receiver([0])
    close = silent.close
    await expect(
      httpSms({ url: silent.url, timeoutMs: 100 }).send({ to: '+4798765432', text: 'Hei' }, 'k'),
    ).rejects.toThrow('SMS provider unreachable: no answer within 100 ms')
  })
})
