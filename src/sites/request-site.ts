/** A route handler's site and locale, the same way pages get them (see site-selection.ts). */
import 'server-only'
import type { NextResponse } from 'next/server'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { SiteRoute } from './host-table'
import { loadSites, toSiteRoute } from './resolve'
import { badRequest, errorResponse } from '@/platform/http'
import { isSiteSelectionError, selectSite } from './site-selection'

export type RequestSite = { site: Site; route: SiteRoute; locale: Locale }

/**
 * `{ context }` for the request's site and locale, or `{ response }` (400 for an unknown `?site=`,
 * 404 when no site exists). `allowSiteParam`: honour `?site=<key>` (only flows that need it).
 */
export async function requestSite(
  request: Request,
  options: { allowSiteParam?: boolean } = {},
): Promise<{ context: RequestSite } | { response: NextResponse }> {
  const sites = await loadSites()
  const params = new URL(request.url).searchParams
  const selection = selectSite(
    sites.map(toSiteRoute),
    { host: request.headers.get('host'), site: params.get('site'), locale: params.get('locale') },
    options,
  )
  if (isSiteSelectionError(selection)) {
    return {
      response:
        selection.status === 400
          ? badRequest([{ field: selection.field, message: selection.message }])
          : errorResponse(selection.status, selection.message),
    }
  }
  const site = sites.find((s) => s.key === selection.route.key)!
  return { context: { site, route: selection.route, locale: selection.locale } }
}
