import { z } from 'zod'
import { answer, errorResponse, internalOnly, parseQuery } from '@/platform/http'
import { redirectForPath, redirectForSitePath } from '@/routing/redirect'
import { provideRedirectLookup } from '@/routing/redirect-bridge'
import { siteContext } from '@/sites/context'

export const dynamic = 'force-dynamic'

const Query = z.strictObject({
  site: z.string().max(32),
  locale: z.string().max(8),
  path: z.string().startsWith('/', 'must start with /').max(2048),
})

/**
 * For the proxy only (src/platform/internal-call.ts): the redirect a URL of a redirecting kind answers with
 * (src/routing/kinds.ts), as `{ redirect: { status, location } }` with a site-relative location, or
 * `{ redirect: null }` to render it.
 */
async function get(request: Request) {
  const parsed = parseQuery(request, Query)
  if ('response' in parsed) return parsed.response
  const ctx = await siteContext(parsed.data.site, parsed.data.locale)
  if (!ctx) return errorResponse(404, 'No such site and locale.')
  return answer(async () => ({ redirect: await redirectForPath(ctx, parsed.data.path) }), {
    label: 'route redirect',
    status: 503,
  })
}

export const GET = internalOnly(get)

// From now on this process's proxy asks in process (src/routing/redirect-bridge.ts says why).
provideRedirectLookup(redirectForSitePath)
