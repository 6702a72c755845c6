/**
 * What the link routes of saved searches share: the per-client limit and the link's read, and the answer that sends
 * the visitor on to the site page showing the outcome (src/features/saved-searches/link-pages.ts).
 */
import { NextResponse } from 'next/server'
import { linkSchema } from '@/features/saved-searches/contract'
import { LINK_PAGES, type LinkPage } from '@/features/saved-searches/link-pages'
import { parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { PRIVATE_ANSWER_HEADERS } from '@/platform/security-headers'
import { localizedPath } from '@/sites/host-table'
import { requestSite } from '@/sites/request-site'

/** The link's `token`, once the client is within its limit; or the answer that refuses the request (429, 400). */
export async function linkToken(request: Request): Promise<{ token: string } | { response: Response }> {
  const limited = await limitRequest(request, 'saved-search-link-ip')
  if (limited) return { response: limited }
  const parsed = parseQuery(request, linkSchema)
  return 'response' in parsed ? parsed : { token: parsed.data.token }
}

/**
 * 303 to a link page of the request's site in the link's language (`?locale=`, which the e-mails' links carry; else
 * the site's default); the manage page gets the token along. Private, as its Location may hold the token.
 */
export async function toLinkPage(request: Request, page: LinkPage, token?: string): Promise<Response> {
  const resolved = await requestSite(request)
  if ('response' in resolved) return resolved.response
  const path = localizedPath(resolved.context.route, resolved.context.locale, LINK_PAGES[page])
  return new NextResponse(null, {
    status: 303,
    headers: [['location', token ? `${path}?token=${token}` : path], ...PRIVATE_ANSWER_HEADERS],
  })
}
