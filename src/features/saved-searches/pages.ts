/**
 * The small pages a link in a saved-search e-mail opens (unsubscribed, manage the address's searches), as plain
 * HTML from the route handlers: no JavaScript, a form per delete, in the site's language. Free of the database.
 */
import type { Locale } from '@/cms/locales'
import type { ManagedSearch } from './store'

type Strings = {
  unsubscribedTitle: string
  unsubscribedText: string
  invalidTitle: string
  manageTitle: (email: string) => string
  none: string
  open: string
  remove: string
  pending: string
  filters: (n: number) => string
}

const rule = (locale: Locale, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  (forms[new Intl.PluralRules(locale).select(n)] ?? forms.other).replace('#', String(n))

const STRINGS: Record<Locale, Strings> = {
  'sv-SE': {
    unsubscribedTitle: 'Bevakningen är avslutad',
    unsubscribedText: 'Du får inga fler mejl om den här sökningen.',
    invalidTitle: 'Länken gäller inte längre',
    manageTitle: (email) => `Sparade sökningar för ${email}`,
    none: 'Du har inga sparade sökningar kvar.',
    open: 'Visa bilarna',
    remove: 'Ta bort',
    pending: 'väntar på bekräftelse',
    filters: (n) => rule('sv-SE', n, { one: '# filter', other: '# filter' }),
  },
  'nb-NO': {
    unsubscribedTitle: 'Varslene er avsluttet',
    unsubscribedText: 'Du får ikke flere e-poster om dette søket.',
    invalidTitle: 'Lenken gjelder ikke lenger',
    manageTitle: (email) => `Lagrede søk for ${email}`,
    none: 'Du har ingen lagrede søk igjen.',
    open: 'Vis bilene',
    remove: 'Slett',
    pending: 'venter på bekreftelse',
    filters: (n) => rule('nb-NO', n, { one: '# filter', other: '# filtre' }),
  },
  'fi-FI': {
    unsubscribedTitle: 'Ilmoitukset on lopetettu',
    unsubscribedText: 'Et saa enää sähköposteja tästä hausta.',
    invalidTitle: 'Linkki ei ole enää voimassa',
    manageTitle: (email) => `Tallennetut haut: ${email}`,
    none: 'Sinulla ei ole enää tallennettuja hakuja.',
    open: 'Näytä autot',
    remove: 'Poista',
    pending: 'odottaa vahvistusta',
    filters: (n) => rule('fi-FI', n, { one: '# suodatin', other: '# suodatinta' }),
  },
  'sk-SK': {
    unsubscribedTitle: 'Upozornenia sú zrušené',
    unsubscribedText: 'K tomuto vyhľadávaniu vám už nepošleme žiadne e-maily.',
    invalidTitle: 'Odkaz už neplatí',
    manageTitle: (email) => `Uložené vyhľadávania pre ${email}`,
    none: 'Nemáte žiadne uložené vyhľadávania.',
    open: 'Zobraziť autá',
    remove: 'Odstrániť',
    pending: 'čaká na potvrdenie',
    filters: (n) => rule('sk-SK', n, { one: '# filter', few: '# filtre', many: '# filtra', other: '# filtrov' }),
  },
  'en-GB': {
    unsubscribedTitle: 'Alerts stopped',
    unsubscribedText: 'You will get no more e-mails about this search.',
    invalidTitle: 'This link is no longer valid',
    manageTitle: (email) => `Saved searches for ${email}`,
    none: 'You have no saved searches left.',
    open: 'Show the cars',
    remove: 'Delete',
    pending: 'waiting for confirmation',
    filters: (n) => rule('en-GB', n, { one: '# filter', other: '# filters' }),
  },
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const LANG: Record<Locale, string> = { 'sv-SE': 'sv', 'nb-NO': 'nb', 'fi-FI': 'fi', 'sk-SK': 'sk', 'en-GB': 'en' }

function page(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${LANG[locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
}

export function unsubscribedPage(locale: Locale): string {
  const s = STRINGS[locale]
  return page(locale, s.unsubscribedTitle, `<p>${escape(s.unsubscribedText)}</p>`)
}

export function invalidLinkPage(locale: Locale, message: string): string {
  return page(locale, STRINGS[locale].invalidTitle, `<p>${escape(message)}</p>`)
}

/** A search's one-line summary: its keyphrase, else how many filters it has. */
const summary = (s: Strings, search: ManagedSearch) => {
  const count = Object.keys(search.query.filters ?? {}).length
  return [search.query.keyphrase ? `“${search.query.keyphrase}”` : '', count ? s.filters(count) : '']
    .filter(Boolean)
    .join(', ')
}

export function managePage(
  locale: Locale,
  args: { email: string; token: string; searches: ManagedSearch[]; action: string },
): string {
  const s = STRINGS[locale]
  const items = args.searches
    .map(
      (search) =>
        `<li><a href="${escape(search.listUrl)}">${escape(summary(s, search) || s.open)}</a>${search.status === 'pending' ? ` (${escape(s.pending)})` : ''} <form method="post" action="${escape(args.action)}"><input type="hidden" name="token" value="${escape(args.token)}"><input type="hidden" name="id" value="${escape(search.id)}"><button type="submit">${escape(s.remove)}</button></form></li>`,
    )
    .join('')
  return page(locale, s.manageTitle(args.email), items ? `<ul>${items}</ul>` : `<p>${escape(s.none)}</p>`)
}
