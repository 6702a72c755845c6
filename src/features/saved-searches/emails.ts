/**
 * The saved searches' e-mails in each site language (confirmation and digest), as text and HTML, each with the
 * one-click unsubscribe (RFC 8058 headers too) and the link to manage the address's searches. Free of the database.
 */
import { translator, type Translate } from '@/i18n/catalogue'
import { formatPrice, LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import type { EmailInput } from '@/platform/messaging/messages'
import type { savedSearchMailStrings, SavedSearchMailMessages } from './mail-strings'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Links every e-mail carries. */
export type EmailLinks = { unsubscribe: string; manage: string }

/** RFC 8058: the one-click unsubscribe a mail client offers (it POSTs `List-Unsubscribe=One-Click` to the URL). */
export const unsubscribeHeaders = (links: EmailLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' as const,
})

type T = Translate<(typeof savedSearchMailStrings)['strings']['sv-SE']>

const footer = (t: T, links: EmailLinks) => ({
  text: `\n\n${t('unsubscribe')}: ${links.unsubscribe}\n${t('manage')}: ${links.manage}\n`,
  html: `<hr><p><a href="${escape(links.unsubscribe)}">${escape(t('unsubscribe'))}</a> · <a href="${escape(links.manage)}">${escape(t('manage'))}</a></p>`,
})

export function confirmationEmail(args: {
  to: string
  messages: SavedSearchMailMessages
  siteName: string
  confirmUrl: string
  links: EmailLinks
}): EmailInput {
  const t = translator(args.messages)
  const site = { site: args.siteName }
  const end = footer(t, args.links)
  return {
    to: [args.to],
    subject: t('confirmSubject', site),
    text: `${t('confirmIntro', site)}\n\n${t('confirmAction')}: ${args.confirmUrl}\n\n${t('confirmExpiry')}\n${t('confirmIgnore')}${end.text}`,
    html: `<p>${escape(t('confirmIntro', site))}</p><p><a href="${escape(args.confirmUrl)}">${escape(t('confirmAction'))}</a></p><p>${escape(t('confirmExpiry'))}<br>${escape(t('confirmIgnore'))}</p>${end.html}`,
    headers: unsubscribeHeaders(args.links),
  }
}

/** A car as an event keeps it (what the index said when it matched). */
export type EventCar = { title: string; image: string | null; url: string }
export type DigestItem = {
  kind: 'new' | 'price-drop'
  car: EventCar
  oldPrice: number | null
  newPrice: number | null
}

export function digestEmail(args: {
  to: string
  messages: SavedSearchMailMessages
  market: SearchIndex
  siteName: string
  items: DigestItem[]
  links: EmailLinks
}): EmailInput {
  const t = translator(args.messages)
  const lang = LOCALE_LANG[args.messages.$locale]
  const price = (value: number | null) => (value === null ? '' : formatPrice(value, args.market, lang))
  const news = args.items.filter((item) => item.kind === 'new').length
  const drops = args.items.length - news
  const summary =
    news && drops
      ? t('digestBoth', { news: t('digestNew', { count: news }), drops: t('digestDrops', { count: drops }) })
      : news
        ? t('digestNew', { count: news })
        : t('digestDrops', { count: drops })
  const end = footer(t, args.links)
  const text = args.items
    .map((item) =>
      item.kind === 'price-drop'
        ? `${item.car.title} — ${t('lowered')}: ${price(item.newPrice)} (${price(item.oldPrice)})\n${item.car.url}`
        : `${t('newCar')}: ${item.car.title} — ${price(item.newPrice)}\n${item.car.url}`,
    )
    .join('\n\n')
  const rows = args.items
    .map((item) => {
      const image = item.car.image
        ? `<img src="${escape(item.car.image)}" alt="" width="160" style="display:block;max-width:160px">`
        : ''
      const amount =
        item.kind === 'price-drop'
          ? `<s>${escape(price(item.oldPrice))}</s> <strong>${escape(price(item.newPrice))}</strong>`
          : `<strong>${escape(price(item.newPrice))}</strong>`
      return `<tr><td style="padding:8px">${image}</td><td style="padding:8px"><a href="${escape(item.car.url)}">${escape(item.car.title)}</a><br>${amount}</td></tr>`
    })
    .join('')
  return {
    to: [args.to],
    subject: t('digestSubject', { summary, site: args.siteName }),
    text: `${t('digestIntro')}\n\n${text}${end.text}`,
    html: `<p>${escape(t('digestIntro'))}</p><table>${rows}</table>${end.html}`,
    headers: unsubscribeHeaders(args.links),
  }
}
