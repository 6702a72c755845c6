/**
 * Payload's own e-mails (an editor's password reset, an account's verification) sent the platform's way: through the
 * outbox to the e-mail adapter (SMTP by SMTP_URL, else an .eml in $DATA_DIR/mail), retried and logged like every
 * other message. Without an adapter Payload only logged them, so a reset link never left the machine.
 */
import { randomUUID } from 'node:crypto'
import { convert } from 'html-to-text'
import type { PayloadEmailAdapter, SendEmailOptions } from 'payload'
import type { EmailInput } from './messages'
import { enqueueEmail } from './topics'
import { log } from '@/platform/log/logger'

/** Nodemailer's recipient forms (a string with commas, an address object, lists of either) as plain addresses. */
export function recipientAddresses(to: SendEmailOptions['to'] | unknown): string[] {
  if (Array.isArray(to)) return to.flatMap(recipientAddresses)
  if (typeof to === 'string')
    return to
      .split(',')
      .map((part) => (/<([^<>]+)>/.exec(part)?.[1] ?? part).trim())
      .filter(Boolean)
  if (to && typeof to === 'object' && 'address' in to && typeof to.address === 'string') return [to.address]
  return []
}

/** One of Payload's messages as the platform's e-mail: the HTML kept, a text part made from it when there is none. */
export function platformEmail(message: SendEmailOptions): EmailInput {
  const html = typeof message.html === 'string' ? message.html : undefined
  const text = typeof message.text === 'string' && message.text ? message.text : convert(html ?? '', { wordwrap: 100 })
  return { to: recipientAddresses(message.to), subject: String(message.subject ?? ''), text, html }
}

/** `MAIL_FROM` ("Name <address>" or an address) as Payload's default sender; the adapter sends from it anyway. */
function sender(from: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^<>]+)>\s*$/.exec(from)
  return match ? { name: match[1], address: match[2] } : { name: '', address: from.trim() }
}

export function outboxEmailAdapter(
  from = process.env.MAIL_FROM || 'Dealer group <no-reply@dealer-group.example>',
): PayloadEmailAdapter {
  const { name, address } = sender(from)
  return ({ payload }) => ({
    name: 'platform-outbox',
    defaultFromAddress: address,
    defaultFromName: name,
    // Not awaited: Payload sends from inside its operation's open transaction (a reset stores its token first) and
    // gives no handle on it, so the entry is written on its own connection once that transaction lets go; awaited,
    // the embedded database (one session, a transaction holds it alone) would wait on itself. An entry lost to a
    // crash in between is a reset the editor asks for again.
    sendEmail: async (message) => {
      void enqueueEmail(payload, platformEmail(message), { key: `cms-mail:${randomUUID()}` }).catch((error: unknown) =>
        log.error({ err: error }, 'An admin e-mail could not be queued'),
      )
    },
  })
}
