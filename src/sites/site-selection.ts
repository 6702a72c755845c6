/**
 * Which site and locale a route handler serves (pure; `request-site.ts` feeds it the site table).
 * The site comes from the Host header exactly as for pages (`resolveHost`: a redirect host resolves
 * to its site, an unknown host to the default site); `?site=` overrides it only for routes that opt
 * in. The locale is `?locale=` when the site has it, else the site's default.
 */
import { isLocale, type Locale } from '@/cms/locales'
import { resolveHost, type SiteRoute } from './host-table'

export type SiteSelection = { route: SiteRoute; locale: Locale }
export type SiteSelectionError = { status: 400 | 404; field: string; message: string }

export type SiteSelectionInput = { host: string | null; site: string | null; locale: string | null }

export function selectSite(
  sites: SiteRoute[],
  input: SiteSelectionInput,
  options: { allowSiteParam?: boolean } = {},
): SiteSelection | SiteSelectionError {
  let route: SiteRoute | undefined
  if (options.allowSiteParam && input.site !== null) {
    route = sites.find((s) => s.key === input.site)
    if (!route)
      return {
        status: 400,
        field: 'site',
        message: `is not a known site; known: ${sites.map((s) => s.key).join(', ')}`,
      }
  } else {
    const resolved = resolveHost(sites, input.host)
    if (resolved.kind === 'none') return { status: 404, field: '', message: 'No site is configured for this address.' }
    route = resolved.site
  }
  const wanted = input.locale
  const locale = wanted !== null && isLocale(wanted) && route.locales.includes(wanted) ? wanted : route.defaultLocale
  return { route, locale }
}

export function isSiteSelectionError(value: SiteSelection | SiteSelectionError): value is SiteSelectionError {
  return 'status' in value
}
