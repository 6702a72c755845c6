import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { errorToResponse, guarded } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { linkSecret } from '@/features/saved-searches/server'
import { unsubscribe } from '@/features/saved-searches/store'
import { linkToken, toLinkPage } from '../links'

export const dynamic = 'force-dynamic'

/**
 * GET or POST /api/saved-searches/unsubscribe?token=…&locale=… : deletes the search (the address with its last one).
 * The link in an e-mail (GET) answers 303 to the site's page saying so, also when it was deleted already, and a link
 * that is not ours 303 to the invalid-link page (a 404). POST is RFC 8058's one-click unsubscribe from a mail client
 * (body `List-Unsubscribe=One-Click`, not needed here): 200 without a body, or 404.
 */
async function handle(request: Request) {
  const link = await linkToken(request)
  if ('response' in link) return link.response
  const oneClick = request.method === 'POST'
  try {
    await unsubscribe(await payloadClient(), linkSecret(), link.token)
  } catch (error) {
    if (error instanceof NotFoundError && !oneClick) return toLinkPage(request, 'invalid-link')
    return errorToResponse(error, { label: 'saved search unsubscribe', status: 503 })
  }
  return oneClick ? new NextResponse(null, { status: 200 }) : toLinkPage(request, 'unsubscribed')
}

export const GET = guarded(handle)
export const POST = guarded(handle)
