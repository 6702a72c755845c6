import { guarded, json } from '@/platform/http'
import { failure } from '../../mechmate/respond'
import { manageCalls, openManageLink, PRIVATE } from './open'

export const dynamic = 'force-dynamic'

/**
 * GET /api/bookings/manage with `Authorization: Bearer <token>` (docs/api.md "Bookings managed by link"): 200 the
 * booking (a service booking or a wheel change) as its customer sees it (ManagedBooking), with whether it may still be cancelled or moved by link.
 */
async function get(request: Request) {
  const now = new Date()
  const ctx = await openManageLink(request, now)
  if ('response' in ctx) return ctx.response
  try {
    return json(await manageCalls(ctx, request).view(now), { headers: PRIVATE })
  } catch (error) {
    return failure(error, ctx.scope, 'booking-manage')
  }
}

export const GET = guarded(get)
