import path from 'node:path'
import type { Payload } from 'payload'
import { z } from 'zod'
import { localCrm, webhookCrm, type CrmClient } from './crm'
import { localMail, smtpMail, type MailSender } from './email'
import { payloadRecords } from './records'
import { httpSms, localSms, type SmsSender } from './sms'

export type Adapters = { sms: SmsSender; mail: MailSender; crm: CrmClient }

const optionalUrl = (name: string) => z.url(`${name} is a URL`).optional()

/** Each variable is documented in .env.example; empty counts as unset. */
const envSchema = z.object({
  SMS_PROVIDER_URL: optionalUrl('SMS_PROVIDER_URL'),
  SMS_PROVIDER_TOKEN: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL starts with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Dealer group <no-reply@dealer-group.example>'),
  CRM_WEBHOOK_URL: optionalUrl('CRM_WEBHOOK_URL'),
  CRM_WEBHOOK_SECRET: z.string().optional(),
  ADAPTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  DATA_DIR: z.string().default('data'),
})

/**
 * The adapters this instance delivers through, chosen by environment: each production backend when its
 * variable is set, else the local default (DESIGN §5). Throws naming a malformed variable.
 */
export function adaptersFromEnv(payload: Payload, env: Record<string, string | undefined> = process.env): Adapters {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''))
  const config = envSchema.parse(set)
  const timeoutMs = config.ADAPTER_TIMEOUT_MS
  const records = payloadRecords(payload)
  return {
    sms: config.SMS_PROVIDER_URL
      ? httpSms({ url: config.SMS_PROVIDER_URL, token: config.SMS_PROVIDER_TOKEN, timeoutMs })
      : localSms(records),
    mail: config.SMTP_URL
      ? smtpMail({ url: config.SMTP_URL, from: config.MAIL_FROM, timeoutMs })
      : localMail({ records, dir: path.resolve(config.DATA_DIR, 'mail'), from: config.MAIL_FROM }),
    crm: config.CRM_WEBHOOK_URL
      ? webhookCrm({ url: config.CRM_WEBHOOK_URL, secret: config.CRM_WEBHOOK_SECRET, timeoutMs })
      : localCrm(records),
  }
}
