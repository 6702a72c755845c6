/**
 * The small pages a link in a saved-search e-mail opens (unsubscribed, manage the address's searches), as plain
 * HTML from the route handlers: no JavaScript, a form per delete, in the site's language. Free of the database.
 */
import { translator } from '@/i18n/catalogue'
import { LOCALE_LANG } from '@/sites/format'
import type { SavedSearchMailMessages } from './mail-strings'
import type { ManagedSearch } from './store'

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

function page(messages: SavedSearchMailMessages, title: string, body: string): string {
  return `<!doctype html><html lang="${LOCALE_LANG[messages.$locale]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><main><h1>${escape(title)}</h1>${body}</main></body></html>`
}

export function unsubscribedPage(messages: SavedSearchMailMessages): string {
  const t = translator(messages)
  return page(messages, t('unsubscribedTitle'), `<p>${escape(t('unsubscribedText'))}</p>`)
}

/** A link that is used, expired or not ours (the domain does not say which, so neither does the page). */
export function invalidLinkPage(messages: SavedSearchMailMessages): string {
  const t = translator(messages)
  return page(messages, t('invalidTitle'), `<p>${escape(t('invalidText'))}</p>`)
}

/**
 * A search's one-line summary: its keyphrase and the values it picks (they are the cars' own words, e.g. "El, SUV");
 * ranges, exclusions and values that are not words are only counted, as their names are the index's, not readable.
 */
export function searchSummary(messages: SavedSearchMailMessages, search: Pick<ManagedSearch, 'query'>): string {
  const t = translator(messages)
  const words: string[] = []
  let counted = 0
  for (const value of Object.values(search.query.filters ?? {})) {
    const values = Array.isArray(value) ? value : [value]
    if (values.length && values.every((v) => typeof v === 'string')) words.push(...(values as string[]))
    else counted++
  }
  const keyphrase = search.query.keyphrase ? [`“${search.query.keyphrase}”`] : []
  const shown = [...keyphrase, ...words]
  if (!counted) return shown.join(', ')
  return [...shown, shown.length ? t('moreFilters', { count: counted }) : t('filters', { count: counted })].join(', ')
}

export function managePage(
  messages: SavedSearchMailMessages,
  args: { email: string; token: string; searches: ManagedSearch[]; action: string },
): string {
  const t = translator(messages)
  const items = args.searches
    .map(
      (search) =>
        `<li><a href="${escape(search.listUrl)}">${escape(searchSummary(messages, search) || t('open'))}</a>${search.status === 'pending' ? ` (${escape(t('pending'))})` : ''} <form method="post" action="${escape(args.action)}"><input type="hidden" name="token" value="${escape(args.token)}"><input type="hidden" name="id" value="${escape(search.id)}"><button type="submit">${escape(t('remove'))}</button></form></li>`,
    )
    .join('')
  return page(
    messages,
    t('manageTitle', { email: args.email }),
    items ? `<ul>${items}</ul>` : `<p>${escape(t('none'))}</p>`,
  )
}
