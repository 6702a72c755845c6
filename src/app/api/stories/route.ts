import { answer, guarded, parseBody } from '@/platform/http'
import { localizedPath } from '@/sites/host-table'
import { requestSite } from '@/sites/request-site'
import { storiesForRequest, storiesRequestSchema } from '@/features/stories/request'

export const dynamic = 'force-dynamic'

/**
 * POST /api/stories (spec 1 §7 GetStories): `{index?, tags?, cursor?}` → `{stories, total, pageInfo}`, four
 * stories of the request's site and locale (`?locale=`) newest first; 400 names a bad field, 413 over 4 KB.
 */
async function post(request: Request) {
  const site = await requestSite(request)
  if ('response' in site) return site.response
  const parsed = await parseBody(request, storiesRequestSchema, { limitBytes: 4096 })
  if ('response' in parsed) return parsed.response
  const { site: s, locale, route } = site.context
  return answer(() => storiesForRequest(s.id, locale, parsed.data, (path) => localizedPath(route, locale, path)), {
    label: 'stories route',
    status: 503,
    message: 'The articles could not be read right now; please try again in a moment.',
  })
}

export const POST = guarded(post)
