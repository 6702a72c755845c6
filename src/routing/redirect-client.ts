import { internalCallHeaders } from '@/platform/internal-call'
import { withDeadline } from './deadline'
import { internalOrigin } from './route-table'

export type ProxyRedirect = { status: 301 | 302; location: string }

/**
 * The proxy's side of /api/platform/route-redirect. A failed lookup renders the page without a redirect
 * (the page still finds its car or dealer, or shows the not-found view), so an outage never blocks a visit.
 */
export async function lookupRedirect(site: string, locale: string, path: string): Promise<ProxyRedirect | null> {
  const query = new URLSearchParams({ site, locale, path })
  try {
    const lookup = async () => {
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
