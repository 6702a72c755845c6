/**
 * Redirects before any page renders: the site's permanent redirect rules (spec 2 §2.7), then the canonical host
 * and trailing slash (spec 1 §2). On a redirect host (www) the path rule and the move to the bare host are one hop,
 * never two; Next's own trailing-slash redirect is off (next.config.ts) so that the rules see `/old/` first (one
 * 301, not a 308 and then a 301). Locations are absolute and built from the site's primary host, never from the
 * Host header.
 */
import { resolveFinal } from '@/routing/redirects/engine'
import { siteRedirects } from '@/routing/redirects/proxy-table'

const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

export type Move = { location: string; status: 301 | 308 }

/** The site's own rule for this address, if one applies. */
export async function ruleRedirect(
  siteKey: string,
  redirectsVersion: string,
  rawPath: string,
  search: string,
  origin: string,
): Promise<Move | null> {
  const rules = await siteRedirects(siteKey, redirectsVersion)
  const hit = rules && resolveFinal(rules, rawPath + search)
  return hit ? { location: ABSOLUTE.test(hit.location) ? hit.location : origin + hit.location, status: 301 } : null
}

/** www to the bare host (301, path and query kept), and a page address with a trailing slash to its canonical form (308). */
export function canonicalMove(redirectHost: boolean, rawPath: string, search: string, origin: string): Move | null {
  const canonical = rawPath.length > 1 && rawPath.endsWith('/') ? rawPath.replace(/\/+$/, '') || '/' : rawPath
  if (!redirectHost && canonical === rawPath) return null
  return { location: new URL(`${origin}${canonical}${search}`).href, status: redirectHost ? 301 : 308 }
}
