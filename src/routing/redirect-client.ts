import { internalCallHeaders } from '@/platform/internal-call'
import { withDeadline } from './deadline'
import { providedRedirectLookup, type ProxyRedirect } from './redirect-bridge'
import { internalOrigin } from './route-table'

export type { ProxyRedirect }

/**
 * The proxy's side of /api/platform/route-redirect: in process once the route module has loaded
 * (./redirect-bridge.ts), by HTTP before that (which loads it). A failed lookup renders the page without a
 * redirect (the page still finds its car or dealer, or shows the not-found view), so an outage never blocks a visit.
 */
export async function lookupRedirect(site: string, locale: string, path: string): Promise<ProxyRedirect | null> {
  const query = new URLSearchParams({ site, locale, path })
  try {
    const provided = providedRedirectLookup()
    const lookup = async () => {
      if (provided) return provided(site, locale, path)
      const res = await fetch(`${internalOrigin()}/api/platform/route-redirect?${query}`, {
        cache: 'no-store',
        headers: internalCallHeaders(),
        signal: AbortSignal.timeout(3000),
      })
      if (!res.ok) return null
      return ((await res.json()) as { redirect: ProxyRedirect | null }).redirect
    }
    return await withDeadline(lookup(), 3500, 'route redirect lookup')
  } catch {
    return null
  }
}
