import type { Sms } from './messages'
import { postJson } from './post-json'
import type { RecordStore } from './records'
import { log as logger } from '@/platform/log/logger'

/** Sends one SMS; `key` is the outbox entry's idempotency key (a repeated key must not send twice). */
export interface SmsSender {
  send(message: Sms, key: string): Promise<void>
}

/**
 * Local default: the message is stored in `sms-outbox` (visible in the admin) and printed to the
 * server log as `SMS to <number>: <text>`. A redelivery of the same key finds the record and does nothing.
 */
export function localSms(records: RecordStore, log: (line: string) => void = (line) => logger.info(line)): SmsSender {
  return {
    async send(message, key) {
      const created = await records.createOnce('sms-outbox', key, { to: message.to, text: message.text })
      if (created) log(`SMS to ${message.to}: ${message.text}`)
    },
  }
}

/** Production: an HTTP provider, POST {to, text} as JSON; a non-2xx answer is an error (the outbox retries). */
export function httpSms(options: { url: string; token?: string; timeoutMs: number; fetch?: typeof fetch }): SmsSender {
  return {
    async send(message, key) {
      await postJson({ ...options, name: 'SMS provider', body: JSON.stringify(message), key })
    },
  }
}
