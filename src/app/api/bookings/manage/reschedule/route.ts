import { guarded, json, parseBody } from '@/platform/http'
import { SlotUnavailableError } from '@/features/service-booking/capacity/reservations'
import { rescheduleRequestSchema } from '@/features/service-booking/contract'
import { failure } from '../../../mechmate/respond'
import { manageCalls, openManageLink, PRIVATE } from '../open'

export const dynamic = 'force-dynamic'

/** `{ timeSlot, isFullDay }`: a few dozen bytes. */
const BODY_LIMIT = 1024

/**
 * POST /api/bookings/manage/reschedule with `Authorization: Bearer <token>` and `{ timeSlot, isFullDay? }` (docs/api.md
 * "Bookings managed by link"): 200 the moved booking (again, without new e-mails, when it already stands there); 409
 * {error, refusal} when the workshop's rules refuse a move by link, 409 {error, field: 'timeSlot'} when the time is
 * not free; 400 names the field (for a wheel change also a day outside the tyre hotel's booking window).
 */
async function post(request: Request) {
  const now = new Date()
  // The body first: it costs no read, and a malformed one is refused before the link is looked up.
  const parsed = await parseBody(request, rescheduleRequestSchema, { limitBytes: BODY_LIMIT })
  if ('response' in parsed) return parsed.response
  const ctx = await openManageLink(request, now)
  if ('response' in ctx) return ctx.response
  try {
    const moved = await manageCalls(ctx, request).reschedule(parsed.data, now)
    return json(moved, { headers: PRIVATE })
  } catch (error) {
    if (error instanceof SlotUnavailableError)
      return json({ error: ctx.scope.messages.slotTaken, field: 'timeSlot' }, { status: 409, headers: PRIVATE })
    return failure(error, ctx.scope, 'booking-manage')
  }
}

export const POST = guarded(post)
