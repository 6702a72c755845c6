import { answer, guarded, parseBody } from '@/platform/http'
import { describeMarketingForm, jotformRequestSchema } from '@/features/leads/marketing/describe'
import { requestSite } from '@/sites/request-site'

export const dynamic = 'force-dynamic'

/**
 * POST /api/jotform (spec 1 §7): `{formId}` → 200 `{content: [{id, title, answers}]}`, the questions of a
 * marketing form an editor built for this site, in the request's locale (`?locale=`, else the site's).
 * 400 names a bad formId, 404 for a form the site does not have, 413 over 64 KB (docs/api.md).
 */
async function post(request: Request) {
  const site = await requestSite(request)
  if ('response' in site) return site.response
  const parsed = await parseBody(request, jotformRequestSchema)
  if ('response' in parsed) return parsed.response
  return answer(() => describeMarketingForm(site.context, parsed.data.formId), {
    label: 'jotform',
    status: 503,
    message: 'The form could not be read right now; please try again in a moment.',
  })
}

export const POST = guarded(post)
