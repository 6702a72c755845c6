import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { Email } from './messages'
import type { RecordStore } from './records'

/** Sends one e-mail; `key` is the outbox entry's idempotency key. */
export interface MailSender {
  send(message: Email, key: string): Promise<void>
}

const hash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32)

/** The nodemailer message; its Message-ID comes from the key, so a receiver can spot a redelivery. */
export function mailOptions(message: Email, key: string, from: string): Mail.Options {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    messageId: `<${hash(key)}@${domain}>`,
    ...(message.headers ? { headers: message.headers } : {}),
    attachments: message.attachments.map((a) => ({
      filename: a.filename,
      contentType: a.contentType,
      content: a.content,
      encoding: a.encoding,
    })),
  }
}

/** File name of a stored message: readable from the key, unique by its hash. */
export function emlFileName(key: string): string {
  return `${key.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80)}-${hash(key).slice(0, 12)}.eml`
}

/**
 * Local default: each message becomes a real RFC 822 file under `dir` (nodemailer renders it, as it
 * would for SMTP) and a record in `mail-outbox` (to, subject, file) that editors see in the admin.
 * The file is written under its final name by rename, so a reader never sees half a message.
 */
export function localMail(options: { records: RecordStore; dir: string; from: string }): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(message, key) {
      const info = await transport.sendMail(mailOptions(message, key, options.from))
      await fs.mkdir(options.dir, { recursive: true })
      const file = path.join(options.dir, emlFileName(key))
      const temporary = `${file}.${process.pid}.tmp`
      await fs.writeFile(temporary, info.message as Buffer)
      await fs.rename(temporary, file)
      await options.records.createOnce('mail-outbox', key, {
        to: message.to.join(', '),
        subject: message.subject,
        file,
      })
    },
  }
}

/** Production: SMTP by URL (smtp://user:pass@host:587 or smtps://…). */
export function smtpMail(options: { url: string; from: string; timeoutMs: number }): MailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  })
  return {
    async send(message, key) {
      await transport.sendMail(mailOptions(message, key, options.from))
    },
  }
}
