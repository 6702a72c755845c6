import { payloadClient } from '@/cms/payload'
import { badRequest, errorToResponse, guarded, queryObject, zodIssues } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { readBody } from '@/platform/body-limit'
import { limitRequest } from '@/platform/rate-limit'
import { deleteSchema } from '@/features/saved-searches/contract'
import { invalidLinkPage, managePage } from '@/features/saved-searches/pages'
import { linkSecret } from '@/features/saved-searches/server'
import { deleteManagedSearch, manageSearches } from '@/features/saved-searches/store'
import { html, invalidLink, linkMessages, linkToken } from '../links'

export const dynamic = 'force-dynamic'

const ACTION = '/api/saved-searches/manage'

async function listPage(request: Request, token: string, removed = false) {
  const messages = await linkMessages(request)
  try {
    const { email, searches } = await manageSearches(await payloadClient(), linkSecret(), token)
    return html(managePage(messages, { email, token, searches, action: ACTION }))
  } catch (error) {
    // The last search deleted takes the address, and its link, with it.
    if (error instanceof NotFoundError)
      return removed
        ? html(managePage(messages, { email: '', token, searches: [], action: ACTION }))
        : html(invalidLinkPage(messages), 404)
    return errorToResponse(error, { label: 'saved search manage', status: 503 })
  }
}

/** GET /api/saved-searches/manage?token=… : the address's searches (reached only by the link in its e-mails). */
async function get(request: Request) {
  const link = await linkToken(request)
  if ('response' in link) return link.response
  return listPage(request, link.token)
}

/** POST (form: token, id): deletes one of them and answers the list again. */
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
    await deleteManagedSearch(await payloadClient(), linkSecret(), parsed.data.token, parsed.data.id)
  } catch (error) {
    if (error instanceof NotFoundError) return invalidLink(request)
    return errorToResponse(error, { label: 'saved search delete', status: 503 })
  }
  return listPage(request, parsed.data.token, true)
}

export const GET = guarded(get)
export const POST = guarded(post)
