import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { errorToResponse, guarded } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { confirmSavedSearch } from '@/features/saved-searches/store'
import { linkToken, toLinkPage } from '../links'

export const dynamic = 'force-dynamic'

/**
 * GET /api/saved-searches/confirm?token=…&locale=… : confirms (single use, 7 days) and answers 303 to the car list
 * with the search; a used, expired or unknown link 303 to the site's invalid-link page (a 404).
 */
async function get(request: Request) {
  const link = await linkToken(request)
  if ('response' in link) return link.response
  try {
    const { listUrl } = await confirmSavedSearch(await payloadClient(), link.token, new Date())
    return NextResponse.redirect(listUrl, 303)
  } catch (error) {
    if (error instanceof NotFoundError) return toLinkPage(request, 'invalid-link')
    return errorToResponse(error, { label: 'saved search confirmation', status: 503 })
  }
}

export const GET = guarded(get)
