import { payloadClient } from '@/cms/payload'
import { errorToResponse, guarded } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { unsubscribedPage } from '@/features/saved-searches/pages'
import { linkSecret } from '@/features/saved-searches/server'
import { unsubscribe } from '@/features/saved-searches/store'
import { html, invalidLink, linkMessages, linkToken } from '../links'

export const dynamic = 'force-dynamic'

/**
 * GET or POST /api/saved-searches/unsubscribe?token=… : deletes the search (the address with its last one) and answers
 * a page saying so. POST is RFC 8058's one-click unsubscribe (body `List-Unsubscribe=One-Click`, not needed here).
 */
async function handle(request: Request) {
  const link = await linkToken(request)
  if ('response' in link) return link.response
  try {
    await unsubscribe(await payloadClient(), linkSecret(), link.token)
    return html(unsubscribedPage(await linkMessages(request)))
  } catch (error) {
    if (error instanceof NotFoundError) return invalidLink(request)
    return errorToResponse(error, { label: 'saved search unsubscribe', status: 503 })
  }
}

export const GET = guarded(handle)
export const POST = guarded(handle)
