/**
 * The saved searches' e-mails in each site language (confirmation and digest), as text and HTML, each with the
 * one-click unsubscribe (RFC 8058 headers too) and the link to manage the address's searches. Free of the database.
 */
import type { Locale } from '@/cms/locales'
import { formatPrice, LOCALE_LANG } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import type { EmailInput } from '@/platform/messaging/messages'

type Strings = {
  confirmSubject: (site: string) => string
  confirmIntro: (site: string) => string
  confirmAction: string
  confirmExpiry: string
  confirmIgnore: string
  digestSubject: (site: string, newCars: number, drops: number) => string
  digestIntro: string
  lowered: string
  newCar: string
  unsubscribe: string
  manage: string
}

const plural = (locale: Locale, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  (forms[new Intl.PluralRules(locale).select(n)] ?? forms.other).replace('#', String(n))

const STRINGS: Record<Locale, Strings> = {
  'sv-SE': {
    confirmSubject: (site) => `Bekräfta din sparade sökning hos ${site}`,
    confirmIntro: (site) => `Du har bett ${site} att mejla dig när nya bilar matchar din sökning eller sänks i pris.`,
    confirmAction: 'Bekräfta sökningen',
    confirmExpiry: 'Länken gäller i 7 dagar och kan användas en gång.',
    confirmIgnore: 'Om det inte var du kan du bortse från det här mejlet; vi skickar inget mer.',
    digestSubject: (site, n, d) =>
      [
        n ? plural('sv-SE', n, { one: '# ny bil', other: '# nya bilar' }) : '',
        d ? plural('sv-SE', d, { one: '# prissänkning', other: '# prissänkningar' }) : '',
      ]
        .filter(Boolean)
        .join(' och ') + ` – ${site}`,
    digestIntro: 'Nytt för din sparade sökning:',
    lowered: 'Nytt pris',
    newCar: 'Ny',
    unsubscribe: 'Avsluta bevakningen',
    manage: 'Hantera dina sparade sökningar',
  },
  'nb-NO': {
    confirmSubject: (site) => `Bekreft det lagrede søket ditt hos ${site}`,
    confirmIntro: (site) =>
      `Du har bedt ${site} om å sende deg e-post når nye biler passer søket ditt eller settes ned i pris.`,
    confirmAction: 'Bekreft søket',
    confirmExpiry: 'Lenken gjelder i 7 dager og kan brukes én gang.',
    confirmIgnore: 'Var det ikke deg, kan du se bort fra denne e-posten; vi sender ikke mer.',
    digestSubject: (site, n, d) =>
      [
        n ? plural('nb-NO', n, { one: '# ny bil', other: '# nye biler' }) : '',
        d ? plural('nb-NO', d, { one: '# prisnedsettelse', other: '# prisnedsettelser' }) : '',
      ]
        .filter(Boolean)
        .join(' og ') + ` – ${site}`,
    digestIntro: 'Nytt for det lagrede søket ditt:',
    lowered: 'Ny pris',
    newCar: 'Ny',
    unsubscribe: 'Avslutt varslene',
    manage: 'Administrer de lagrede søkene dine',
  },
  'fi-FI': {
    confirmSubject: (site) => `Vahvista tallennettu hakusi – ${site}`,
    confirmIntro: (site) =>
      `Pyysit palvelua ${site} lähettämään sähköpostia, kun uusia autoja löytyy hakuusi tai niiden hinta laskee.`,
    confirmAction: 'Vahvista haku',
    confirmExpiry: 'Linkki on voimassa 7 päivää ja toimii kerran.',
    confirmIgnore: 'Jos et tehnyt tätä, voit jättää viestin huomiotta; emme lähetä muuta.',
    digestSubject: (site, n, d) =>
      [
        n ? plural('fi-FI', n, { one: '# uusi auto', other: '# uutta autoa' }) : '',
        d ? plural('fi-FI', d, { one: '# hinnanlasku', other: '# hinnanlaskua' }) : '',
      ]
        .filter(Boolean)
        .join(' ja ') + ` – ${site}`,
    digestIntro: 'Uutta tallennetussa haussasi:',
    lowered: 'Uusi hinta',
    newCar: 'Uusi',
    unsubscribe: 'Lopeta ilmoitukset',
    manage: 'Hallitse tallennettuja hakujasi',
  },
  'sk-SK': {
    confirmSubject: (site) => `Potvrďte uložené vyhľadávanie – ${site}`,
    confirmIntro: (site) =>
      `Požiadali ste ${site} o e-mail, keď vášmu vyhľadávaniu budú zodpovedať nové autá alebo keď im klesne cena.`,
    confirmAction: 'Potvrdiť vyhľadávanie',
    confirmExpiry: 'Odkaz platí 7 dní a dá sa použiť raz.',
    confirmIgnore: 'Ak ste to neboli vy, tento e-mail ignorujte; nič ďalšie vám nepošleme.',
    digestSubject: (site, n, d) =>
      [
        n
          ? plural('sk-SK', n, { one: '# nové auto', few: '# nové autá', many: '# nového auta', other: '# nových áut' })
          : '',
        d
          ? plural('sk-SK', d, {
              one: '# zníženie ceny',
              few: '# zníženia ceny',
              many: '# zníženia ceny',
              other: '# znížení ceny',
            })
          : '',
      ]
        .filter(Boolean)
        .join(' a ') + ` – ${site}`,
    digestIntro: 'Novinky vo vašom uloženom vyhľadávaní:',
    lowered: 'Nová cena',
    newCar: 'Nové',
    unsubscribe: 'Zrušiť upozornenia',
    manage: 'Spravovať uložené vyhľadávania',
  },
  'en-GB': {
    confirmSubject: (site) => `Confirm your saved search at ${site}`,
    confirmIntro: (site) => `You asked ${site} to e-mail you when new cars match your search or drop in price.`,
    confirmAction: 'Confirm the search',
    confirmExpiry: 'The link works once and for 7 days.',
    confirmIgnore: 'If this was not you, ignore this e-mail; we will send nothing more.',
    digestSubject: (site, n, d) =>
      [
        n ? plural('en-GB', n, { one: '# new car', other: '# new cars' }) : '',
        d ? plural('en-GB', d, { one: '# price drop', other: '# price drops' }) : '',
      ]
        .filter(Boolean)
        .join(' and ') + ` – ${site}`,
    digestIntro: 'New for your saved search:',
    lowered: 'New price',
    newCar: 'New',
    unsubscribe: 'Stop these alerts',
    manage: 'Manage your saved searches',
  },
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Links every e-mail carries. */
export type EmailLinks = { unsubscribe: string; manage: string }

/** RFC 8058: the one-click unsubscribe a mail client offers (it POSTs `List-Unsubscribe=One-Click` to the URL). */
export const unsubscribeHeaders = (links: EmailLinks) => ({
  'List-Unsubscribe': `<${links.unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' as const,
})

const footer = (s: Strings, links: EmailLinks) => ({
  text: `\n\n${s.unsubscribe}: ${links.unsubscribe}\n${s.manage}: ${links.manage}\n`,
  html: `<hr><p><a href="${escape(links.unsubscribe)}">${escape(s.unsubscribe)}</a> · <a href="${escape(links.manage)}">${escape(s.manage)}</a></p>`,
})

export function confirmationEmail(args: {
  to: string
  locale: Locale
  siteName: string
  confirmUrl: string
  links: EmailLinks
}): EmailInput {
  const s = STRINGS[args.locale]
  const end = footer(s, args.links)
  return {
    to: [args.to],
    subject: s.confirmSubject(args.siteName),
    text: `${s.confirmIntro(args.siteName)}\n\n${s.confirmAction}: ${args.confirmUrl}\n\n${s.confirmExpiry}\n${s.confirmIgnore}${end.text}`,
    html: `<p>${escape(s.confirmIntro(args.siteName))}</p><p><a href="${escape(args.confirmUrl)}">${escape(s.confirmAction)}</a></p><p>${escape(s.confirmExpiry)}<br>${escape(s.confirmIgnore)}</p>${end.html}`,
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
  locale: Locale
  market: SearchIndex
  siteName: string
  items: DigestItem[]
  links: EmailLinks
}): EmailInput {
  const s = STRINGS[args.locale]
  const lang = LOCALE_LANG[args.locale]
  const price = (value: number | null) => (value === null ? '' : formatPrice(value, args.market, lang))
  const news = args.items.filter((item) => item.kind === 'new').length
  const end = footer(s, args.links)
  const text = args.items
    .map((item) =>
      item.kind === 'price-drop'
        ? `${item.car.title} — ${s.lowered}: ${price(item.newPrice)} (${price(item.oldPrice)})\n${item.car.url}`
        : `${s.newCar}: ${item.car.title} — ${price(item.newPrice)}\n${item.car.url}`,
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
    subject: s.digestSubject(args.siteName, news, args.items.length - news),
    text: `${s.digestIntro}\n\n${text}${end.text}`,
    html: `<p>${escape(s.digestIntro)}</p><table>${rows}</table>${end.html}`,
    headers: unsubscribeHeaders(args.links),
  }
}
