import { guarded, parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { sseResponse } from '@/platform/sse'
import { closestQuerySchema } from '@/features/service-booking/server/requests'
import { STREAM_SITES, workshopStream } from '@/features/service-booking/server/workshops'
import { bookingScope } from '../../respond'

export const dynamic = 'force-dynamic'

/** The stream never runs longer than this; five departments take a fraction of it. */
const MAX_STREAM_MS = 30_000

/**
 * GET /api/mechmate/departments/closestAvailable?regNo&serviceOfferings&latitude&longitude[&cursor][&sort]
 * (spec 2 §7.1, §4.1, §9): server-sent events, one JSON `data:` per workshop (nearest first, or
 * `sort=firstAvailable`), at most 5, then `{"end":true}`; `{"nosites":true}` when there is none
 * (more), `{"error":"…"}` on failure. A malformed query is a plain 400 (docs/api.md).
 */
async function get(request: Request) {
  const limited = await limitRequest(request, 'booking-stream-ip')
  if (limited) return limited
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx.response
  const query = parseQuery(request, closestQuerySchema)
  if ('response' in query) return query.response
  const q = query.data
  const now = new Date()
  return sseResponse(
    async (send, signal) => {
      let sites = 0
      for await (const message of workshopStream(
        ctx.scope,
        {
          registrationNumber: q.regNo,
          codes: q.serviceOfferings,
          position: { lat: q.latitude, lng: q.longitude },
          cursor: q.cursor,
          sort: q.sort,
          now,
        },
        signal,
      )) {
        const isSite = 'departmentId' in message
        if (!send({ data: message, ...(isSite ? { id: String(message.departmentId) } : {}) })) return
        if (isSite) sites += 1
        else return
      }
      // Tells the browser's EventSource to close instead of reconnecting.
      if (sites > 0) send({ data: { end: true } })
    },
    { signal: request.signal, maxEvents: STREAM_SITES + 1, maxDurationMs: MAX_STREAM_MS },
  )
}

export const GET = guarded(get)
