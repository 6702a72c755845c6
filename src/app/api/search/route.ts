import { answer, guarded, parseBody } from '@/platform/http'
import { publicSearch } from '@/features/search/search'
import { z } from 'zod'

export const dynamic = 'force-dynamic'

/** The contract's own parser checks the query and names the offending part (SearchQueryError → 400). */
const anyJson = z.unknown()

/** POST /api/search: the search service's query contract (spec 1 §7, docs/api.md), without the internal fields. */
async function post(request: Request) {
  const parsed = await parseBody(request, anyJson)
  if ('response' in parsed) return parsed.response
  return answer(() => publicSearch(parsed.data), {
    label: 'search route',
    status: 503,
    message: 'Search is unavailable right now.',
  })
}

export const POST = guarded(post)
