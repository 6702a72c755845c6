/**
 * What the link routes of saved searches share: the per-client limit and the token read, the site's texts in its
 * language (with editors' overrides), and the HTML answers.
 */
import { NextResponse } from 'next/server'
import { DEFAULT_LOCALE } from '@/cms/locales'
import { tokenSchema } from '@/features/saved-searches/contract'
import { invalidLinkPage } from '@/features/saved-searches/pages'
import { savedSearchMailStrings, type SavedSearchMailMessages } from '@/features/saved-searches/mail-strings'
import { parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { loadStrings } from '@/i18n/dictionary/load'
import { requestSite } from '@/sites/request-site'

export async function linkMessages(request: Request): Promise<SavedSearchMailMessages> {
  const resolved = await requestSite(request)
  return 'response' in resolved
    ? loadStrings(savedSearchMailStrings, null, DEFAULT_LOCALE)
    : loadStrings(savedSearchMailStrings, resolved.context.site.id, resolved.context.locale)
}

/**
 * A page that shows a token (in its forms) or an address: never kept by the render cache, a proxy or the browser's
 * shared caches, never indexed, and its URL (the token) never sent on as a referrer.
 */
export const html = (body: string, status = 200) =>
  new NextResponse(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-store',
      'x-robots-tag': 'noindex',
      'referrer-policy': 'no-referrer',
    },
  })

/** The link's `token`, once the client is within its limit; or the answer that refuses the request (429, 400). */
export async function linkToken(request: Request): Promise<{ token: string } | { response: Response }> {
  const limited = await limitRequest(request, 'saved-search-link-ip')
  if (limited) return { response: limited }
  const parsed = parseQuery(request, tokenSchema)
  return 'response' in parsed ? parsed : { token: parsed.data.token }
}

/** A link that is used, expired or not ours: a small page saying so, 404. */
export const invalidLink = async (request: Request) => html(invalidLinkPage(await linkMessages(request)), 404)
