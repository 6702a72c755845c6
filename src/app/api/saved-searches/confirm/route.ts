import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { errorToResponse, guarded, parseQuery } from '@/platform/http'
import { NotFoundError } from '@/platform/errors'
import { limitRequest } from '@/platform/rate-limit'
import { tokenSchema } from '@/features/saved-searches/contract'
import { invalidLinkPage } from '@/features/saved-searches/pages'
import { confirmSavedSearch } from '@/features/saved-searches/store'
import { html, linkMessages } from '../links'

export const dynamic = 'force-dynamic'

/** GET /api/saved-searches/confirm?token=… : confirms (single use, 7 days) and answers 303 to the car list with the search. */
async function get(request: Request) {
  const limited = await limitRequest(request, 'saved-search-link-ip')
  if (limited) return limited
  const parsed = parseQuery(request, tokenSchema)
  if ('response' in parsed) return parsed.response
  try {
    const { listUrl } = await confirmSavedSearch(await payloadClient(), parsed.data.token, new Date())
    return NextResponse.redirect(listUrl, 303)
  } catch (error) {
    if (error instanceof NotFoundError) return html(invalidLinkPage(await linkMessages(request), error.message), 404)
    return errorToResponse(error, { label: 'saved search confirmation', status: 503 })
  }
}

export const GET = guarded(get)
