import { payloadClient } from '@/cms/payload'
import { errorToResponse, guarded, parseQuery } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { limitRequest } from '@/platform/rate-limit'
import { tokenSchema } from '@/features/saved-searches/contract'
import { invalidLinkPage, unsubscribedPage } from '@/features/saved-searches/pages'
import { linkSecret } from '@/features/saved-searches/server'
import { unsubscribe } from '@/features/saved-searches/store'
import { html, linkMessages } from '../links'

export const dynamic = 'force-dynamic'

/**
 * GET or POST /api/saved-searches/unsubscribe?token=… : deletes the search (the address with its last one) and answers
 * a page saying so. POST is RFC 8058's one-click unsubscribe (body `List-Unsubscribe=One-Click`, not needed here).
 */
async function handle(request: Request) {
  const limited = await limitRequest(request, 'saved-search-link-ip')
  if (limited) return limited
  const parsed = parseQuery(request, tokenSchema)
  if ('response' in parsed) return parsed.response
  const messages = await linkMessages(request)
  try {
    await unsubscribe(await payloadClient(), linkSecret(), parsed.data.token)
    return html(unsubscribedPage(messages))
  } catch (error) {
    if (error instanceof NotFoundError) return html(invalidLinkPage(messages, error.message), 404)
    return errorToResponse(error, { label: 'saved search unsubscribe', status: 503 })
  }
}

export const GET = guarded(handle)
export const POST = guarded(handle)
