import { badRequest, guarded, json, parseQuery, zodIssues } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { timeslotsParamsSchema, timeslotsQuerySchema } from '@/features/service-booking/server/requests'
import { timeSlotDays } from '@/features/service-booking/server/timeslots'
import { badRegistration, bookingScope, failure } from '../../../../../respond'

export const dynamic = 'force-dynamic'

type Params = { registrationNumber: string; departmentId: string; date: string }

/**
 * GET /api/mechmate/timeslots/from/{registrationNumber}/{departmentId}/{date}/?serviceOfferings
 * (spec 2 §3 "Time-slot day", §7.1): 28 days `{date, availableSlots: ['HH:mm'], allDaySlotAvailable}`
 * from the date, at the department, for the chosen offerings' length (docs/api.md).
 */
async function get(request: Request, { params }: { params: Promise<Params> }) {
  const limited = await limitRequest(request, 'api-ip')
  if (limited) return limited
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx.response
  const raw = await params
  const path = timeslotsParamsSchema.safeParse(raw)
  if (!path.success) {
    const issues = zodIssues(path.error, raw)
    return issues.some((i) => i.field === 'registrationNumber') ? badRegistration(ctx.scope) : badRequest(issues)
  }
  const query = parseQuery(request, timeslotsQuerySchema)
  if ('response' in query) return query.response
  try {
    return json(await timeSlotDays(ctx.scope, { ...path.data, codes: query.data.serviceOfferings, now: new Date() }))
  } catch (error) {
    return failure(error, ctx.scope, 'booking timeslots')
  }
}

export const GET = guarded(get)
