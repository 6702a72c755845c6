import { badRequest, guarded, json, parseBody } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { SlotUnavailableError } from '@/features/service-booking/capacity/reservations'
import { book } from '@/features/service-booking/server/book'
import { bookingRequestSchema, idempotencyKeySchema } from '@/features/service-booking/contract'
import { timeSlotDays } from '@/features/service-booking/server/timeslots'
import { bookingPageUrl, bookingScope, failure } from '../respond'

export const dynamic = 'force-dynamic'

/** A booking request is small: contact details, a message of 80 characters, up to 20 services. */
const BODY_LIMIT = 16 * 1024

/**
 * POST /api/mechmate/book (spec 2 §3 "Booking request/response", §7.1): 200 {id, registrationNumber,
 * kobraProductIds}; 409 {error: 'Tiden är inte längre ledig…', timeSlots} when the slot was taken
 * meanwhile; a repeat with the same Idempotency-Key answers the first booking again. 400 names the
 * field, 404 unknown car or workshop, 422 a booking rule, 429 per client address (docs/api.md).
 */
async function post(request: Request) {
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx.response
  const header = request.headers.get('idempotency-key')
  const key = header === null ? null : idempotencyKeySchema.safeParse(header)
  if (key && !key.success) return badRequest([{ field: 'Idempotency-Key', message: key.error.issues[0].message }])
  const parsed = await parseBody(request, bookingRequestSchema, { limitBytes: BODY_LIMIT })
  if ('response' in parsed) return parsed.response
  const limited = await limitRequest(request, 'booking-ip')
  if (limited) return limited
  const now = new Date()
  try {
    const { response } = await book(ctx.scope, parsed.data, {
      idempotencyKey: key?.data ?? null,
      now,
      locale: ctx.locale,
      managePage: { url: await bookingPageUrl(request, ctx.site), siteKey: ctx.site.site.key },
      reminderHours: ctx.site.site.bookingReminderHours,
    })
    return json(response)
  } catch (error) {
    if (!(error instanceof SlotUnavailableError)) return failure(error, ctx.scope, 'booking')
    const booking = parsed.data
    // Fresh slots from the chosen date, so the page can offer another time at once.
    const timeSlots = await timeSlotDays(ctx.scope, {
      registrationNumber: booking.registrationNumber,
      departmentId: booking.departmentId,
      date: booking.timeSlot.slice(0, 10),
      codes: booking.serviceOfferingRequests.map((r) => r.kobraId),
      now,
    }).catch(() => [])
    return json({ error: ctx.scope.messages.slotTaken, timeSlots }, { status: 409 })
  }
}

export const POST = guarded(post)
