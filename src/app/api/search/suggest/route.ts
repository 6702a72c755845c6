import { suggestForPage } from '@/features/cars/list/suggestions'
import { clientKey } from '@/platform/client-ip'
import { answer, guarded, parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { suggestRequestSchema } from '@/features/search/suggest-contract'
import { requestSite } from '@/sites/request-site'

export const dynamic = 'force-dynamic'

/**
 * A minute is short enough for counts that move when a car is sold and long enough that a visitor's backspace and
 * retyping, and the next visitor behind the same cache, are answered without a request.
 */
const CACHED = { 'cache-control': 'public, max-age=60' }

/**
 * GET /api/search/suggest?q=vol&locale=sv-SE (docs/api.md): the site's brands, models, bodies and fuels
 * for what was typed, with counts, ≤ 8 in ≤ 2 KB. 400 names the bad field, 429 per client address.
 */
async function get(request: Request) {
  const parsed = parseQuery(request, suggestRequestSchema)
  if ('response' in parsed) return parsed.response
  const limited = await limitRequest(request, 'api-ip', `suggest:${clientKey(request.headers)}`)
  if (limited) return limited
  const site = await requestSite(request)
  if ('response' in site) return site.response
  const { site: s, locale } = site.context
  return answer(
    () => suggestForPage(s, locale, parsed.data.q),
    {
      label: 'search suggestions',
      status: 503,
      message: 'Suggestions are unavailable right now; the search itself works.',
    },
    CACHED,
  )
}

export const GET = guarded(get)
