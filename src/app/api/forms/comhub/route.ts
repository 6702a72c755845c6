import { clientKey } from '@/platform/client-ip'
import { errorToResponse, guarded, json, parseBody } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { leadSchemaFor, receiveLead } from '@/features/leads/receive'
import { requestSite } from '@/sites/request-site'

export const dynamic = 'force-dynamic'

/**
 * POST /api/forms/comhub (spec 1 §7, spec 2 §7.2): `{formName, formSubmissionId, values}` → 202 `{id}` once
 * the lead and its deliveries are stored (a repeat of the same formSubmissionId answers the same id).
 * 400 names the field, 413 over 64 KB, 429 with Retry-After per client address and form (docs/api.md).
 */
async function post(request: Request) {
  const site = await requestSite(request)
  if ('response' in site) return site.response
  const now = new Date()
  const parsed = await parseBody(request, leadSchemaFor(site.context.site, now))
  if ('response' in parsed) return parsed.response
  const limited = await limitRequest(request, 'form-ip', `${clientKey(request.headers)}:${parsed.data.formName}`)
  if (limited) return limited
  try {
    const lead = await receiveLead(site.context, parsed.data, now)
    return json({ id: lead.id }, { status: 202 })
  } catch (error) {
    return errorToResponse(error, {
      label: 'lead',
      status: 503,
      message: 'The form could not be sent right now; please try again in a moment.',
    })
  }
}

export const POST = guarded(post)
