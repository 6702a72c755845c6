/**
 * The outbox handlers of saved searches (src/platform/runtime.ts runs them): the confirmation, rendered with a fresh
 * token when it is delivered (the outbox keeps no token), and a digest, rendered from the events it carries. A search
 * deleted meanwhile (unsubscribed) gets nothing. The mail adapter's key is the outbox entry's, so a redelivery after a
 * crash is the same message (the same Message-ID, the same file in data/mail/).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { z } from 'zod'
import { loadStrings } from '@/i18n/dictionary/load'
import { query } from '@/platform/db'
import type { MailSender } from '@/platform/messaging/email'
import { emailSchema } from '@/platform/messaging/messages'
import type { OutboxHandlers } from '@/platform/outbox/worker'
import { confirmationEmail, digestEmail, type DigestItem, type EventCar } from './emails'
import { savedSearchMailStrings } from './mail-strings'
import { newToken } from './rules'
import { CONFIRM_TOPIC, confirmLink, DIGEST_TOPIC, issueConfirmToken, mailLinks, searchForMail } from './store'

const confirmData = z.strictObject({ id: z.uuid() })
const digestData = z.strictObject({ id: z.uuid(), seq: z.number().int().min(1) })

export type DeliveryDeps = { payload: () => Promise<Payload>; mail: MailSender; secret: string; clock?: () => Date }

export function savedSearchHandlers(deps: DeliveryDeps): OutboxHandlers {
  const clock = deps.clock ?? (() => new Date())
  return {
    [CONFIRM_TOPIC]: async ({ key, data }) => {
      const { id } = confirmData.parse(data)
      const payload = await deps.payload()
      const token = newToken()
      const search = await issueConfirmToken(payload, id, token, clock())
      if (!search) return
      const email = confirmationEmail({
        to: search.email,
        messages: await loadStrings(savedSearchMailStrings, search.site, search.locale),
        siteName: search.site_name,
        confirmUrl: confirmLink(search, token),
        links: mailLinks(deps.secret, search),
      })
      await deps.mail.send(emailSchema.parse(email), key)
    },
    [DIGEST_TOPIC]: async ({ key, data }) => {
      const { id, seq } = digestData.parse(data)
      const payload = await deps.payload()
      const search = await searchForMail(payload, id)
      if (!search) return
      const rows = await query<{
        kind: 'new' | 'price-drop'
        car: EventCar
        old_price: number | null
        new_price: number | null
      }>(
        payload,
        sql`select kind, car, old_price::float8 as old_price, new_price::float8 as new_price from alerts.events
            where saved_search = ${id}::uuid and digest = ${seq} order by kind, id limit 200`,
      )
      if (!rows.length) return
      const items: DigestItem[] = rows.map((row) => ({
        kind: row.kind,
        car: row.car,
        oldPrice: row.old_price,
        newPrice: row.new_price,
      }))
      const email = digestEmail({
        to: search.email,
        messages: await loadStrings(savedSearchMailStrings, search.site, search.locale),
        market: search.search_index,
        siteName: search.site_name,
        items,
        links: mailLinks(deps.secret, search),
      })
      await deps.mail.send(emailSchema.parse(email), key)
    },
  }
}
