import { z } from 'zod'

/** Phone numbers travel in E.164 (+46701234567): the SMS providers' format, one spelling per number. */
export const smsSchema = z.strictObject({
  to: z.string().regex(/^\+[1-9][0-9]{6,14}$/, 'to is a phone number in international form, e.g. +46701234567'),
  text: z.string().min(1, 'text is required').max(1600, 'text is at most 1600 characters (10 SMS parts)'),
})
export type Sms = z.infer<typeof smsSchema>

const address = z.email('to holds e-mail addresses').max(254)

export const attachmentSchema = z.strictObject({
  filename: z.string().regex(/^[^/\\\r\n]{1,200}$/, 'attachment filename is 1–200 characters without slashes'),
  contentType: z
    .string()
    .regex(
      /^[a-z]+\/[a-z0-9.+-]+(;\s*[a-z-]+=[a-z0-9-]+)*$/i,
      'attachment contentType is a MIME type, e.g. text/calendar',
    )
    .max(100),
  /** Text as is, or binary as base64. */
  content: z.string().max(1_000_000, 'an attachment is at most 1,000,000 characters'),
  encoding: z.enum(['utf8', 'base64']).default('utf8'),
})

export const emailSchema = z.strictObject({
  to: z.array(address).min(1, 'to needs at least one address').max(20, 'to holds at most 20 addresses'),
  subject: z
    .string()
    .min(1, 'subject is required')
    .max(300, 'subject is at most 300 characters')
    .regex(/^[^\r\n]*$/, 'subject is one line'),
  text: z.string().min(1, 'text is required').max(100_000),
  html: z.string().max(500_000).optional(),
  replyTo: address.optional(),
  attachments: z.array(attachmentSchema).max(5, 'at most 5 attachments').default([]),
  /** Only the list headers a bulk sender must carry (RFC 2369, RFC 8058: one-click unsubscribe). */
  headers: z
    .strictObject({
      'List-Unsubscribe': z
        .string()
        .regex(/^<https?:\/\/[^\s<>]+>$/, 'List-Unsubscribe is one <https://…> address')
        .max(500),
      'List-Unsubscribe-Post': z.literal('List-Unsubscribe=One-Click'),
    })
    .optional(),
})
export type Email = z.infer<typeof emailSchema>
export type EmailInput = z.input<typeof emailSchema>

const MAX_LEAD_BYTES = 64 * 1024

/** A lead for the CRM: its kind (e.g. "test-drive"), the site it came from and the form's fields. */
export const crmLeadSchema = z.strictObject({
  kind: z.string().regex(/^[a-z][a-z0-9-]{0,49}$/, 'kind is a lower-case word, e.g. test-drive'),
  site: z.string().min(1, 'site is required').max(50),
  lead: z
    .record(z.string().max(100), z.unknown())
    .refine(
      (value) => Buffer.byteLength(JSON.stringify(value)) <= MAX_LEAD_BYTES,
      `lead is at most ${MAX_LEAD_BYTES} bytes of JSON`,
    ),
})
export type CrmLead = z.infer<typeof crmLeadSchema>
