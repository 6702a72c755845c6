/**
 * What the manage routes share: the booking scope of the site asked, the per-client limit, and the link of the
 * request's `Authorization: Bearer <token>` — on this site, unexpired — or the answer that refuses it (400 naming the
 * header for a malformed token; the same 404 for an unknown, expired or other site's link, so a guess learns nothing).
 */
import 'server-only'
import type { NextResponse } from 'next/server'
import { badRequest, errorResponse } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { manageToken } from '@/features/booking-manage/contract'
import { findManageLink, type ManageLink } from '@/features/booking-manage/links'
import { bookingScope, type ScopedRequest } from '../../mechmate/respond'

/** Answers to the manage API are the customer's own: never stored by a shared cache or the browser's. */
export const PRIVATE = { 'cache-control': 'private, no-store' }

export async function openManageLink(
  request: Request,
  now: Date,
): Promise<(ScopedRequest & { link: ManageLink; token: string }) | { response: NextResponse }> {
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx
  const limited = await limitRequest(request, 'booking-manage-ip')
  if (limited) return { response: limited }
  const token = manageToken(request.headers.get('authorization'))
  if ('error' in token) return { response: badRequest([{ field: 'Authorization', message: token.error }]) }
  const link = await findManageLink(ctx.scope.payload, token.token, now)
  if (!link || link.siteKey !== ctx.site.site.key || link.flow !== 'workshop') {
    return { response: errorResponse(404, ctx.scope.messages.manageLinkInvalid, PRIVATE) }
  }
  return { ...ctx, link, token: token.token }
}
