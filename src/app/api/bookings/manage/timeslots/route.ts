import { guarded, json, parseBody } from '@/platform/http'
import { manageTimesBody } from '@/features/booking-manage/contract'
import { failure } from '../../../mechmate/respond'
import { manageCalls, openManageLink, PRIVATE } from '../open'

export const dynamic = 'force-dynamic'

/** `{ startDate, endDate }`: a few dozen bytes. */
const BODY_LIMIT = 1024

/**
 * POST /api/bookings/manage/timeslots with `Authorization: Bearer <token>` and `{ startDate, endDate }` (docs/api.md
 * "Bookings managed by link"): 200 the free times of a wheel change's station within the tyre hotel's booking window
 * (a link opens its own station's times without the tyre hotel's sign-in); 404 as for any other link for a service
 * booking, whose times come from /api/mechmate/timeslots.
 */
async function post(request: Request) {
  const now = new Date()
  const parsed = await parseBody(request, manageTimesBody, { limitBytes: BODY_LIMIT })
  if ('response' in parsed) return parsed.response
  const ctx = await openManageLink(request, now)
  if ('response' in ctx) return ctx.response
  try {
    const times = await manageCalls(ctx, request).times(parsed.data, now)
    if (!times) return json({ error: ctx.scope.messages.manageLinkInvalid }, { status: 404, headers: PRIVATE })
    return json(times, { headers: PRIVATE })
  } catch (error) {
    return failure(error, ctx.scope, 'booking-manage')
  }
}

export const POST = guarded(post)
