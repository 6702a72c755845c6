import { payloadClient } from '@/cms/payload'
import { badRequest, errorToResponse, guarded, queryObject, zodIssues } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { readBody } from '@/platform/body-limit'
import { limitRequest } from '@/platform/rate-limit'
import { deleteSchema } from '@/features/saved-searches/contract'
import { linkSecret } from '@/features/saved-searches/server'
import { deleteManagedSearch } from '@/features/saved-searches/store'
import { linkToken, toLinkPage } from '../links'

export const dynamic = 'force-dynamic'

/**
 * GET /api/saved-searches/manage?token=…&locale=… : the link in every e-mail; 303 to the site's manage page, which
 * lists the address's searches by the token (or is the invalid link's 404).
 */
async function get(request: Request) {
  const link = await linkToken(request)
  if ('response' in link) return link.response
  return toLinkPage(request, 'manage', link.token)
}

/**
 * POST (form: token, id; `?locale=` the page's language), the manage page's delete: deletes one of the searches and
 * answers 303 back to the page, or to the unsubscribed page when it was the last (the link died with it).
 */
async function post(request: Request) {
  const limited = await limitRequest(request, 'saved-search-link-ip')
  if (limited) return limited
  let form: Record<string, string | string[]>
  try {
    form = queryObject(new URLSearchParams(await readBody(request, 2048)))
  } catch (error) {
    return errorToResponse(error)
  }
  const parsed = deleteSchema.safeParse(form)
  if (!parsed.success) return badRequest(zodIssues(parsed.error, form))
  try {
    const { remaining } = await deleteManagedSearch(
      await payloadClient(),
      linkSecret(),
      parsed.data.token,
      parsed.data.id,
    )
    return remaining ? toLinkPage(request, 'manage', parsed.data.token) : toLinkPage(request, 'unsubscribed')
  } catch (error) {
    if (error instanceof NotFoundError) return toLinkPage(request, 'invalid-link')
    return errorToResponse(error, { label: 'saved search delete', status: 503 })
  }
}

export const GET = guarded(get)
export const POST = guarded(post)
