import { guarded, json } from '@/platform/http'
import { failure } from '../../../mechmate/respond'
import { manageCalls, openManageLink, PRIVATE } from '../open'

export const dynamic = 'force-dynamic'

/**
 * POST /api/bookings/manage/cancel with `Authorization: Bearer <token>` and no body (docs/api.md "Bookings managed by
 * link"): 200 the cancelled booking (again, without new e-mails, when it already was); 409 {error, refusal} within
 * the workshop's (or tyre-hotel station's) notice or after the appointment, the message naming its phone and e-mail.
 */
async function post(request: Request) {
  const now = new Date()
  const ctx = await openManageLink(request, now)
  if ('response' in ctx) return ctx.response
  try {
    return json(await manageCalls(ctx, request).cancel(now), { headers: PRIVATE })
  } catch (error) {
    return failure(error, ctx.scope, 'booking-manage')
  }
}

export const POST = guarded(post)
