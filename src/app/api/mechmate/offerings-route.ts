/** GET services/{reg} and addons/{reg}: one handler, two kinds (spec 2 §7.1 "Same shape as services"). */
import 'server-only'
import { guarded, json, parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import type { OfferingKind } from '@/features/service-booking/server/model'
import { offeringsAnswer } from '@/features/service-booking/server/offerings-answer'
import { registrationSchema, servicesQuerySchema } from '@/features/service-booking/server/requests'
import { badRegistration, bookingScope, failure } from './respond'

export function offeringsRoute(kind: OfferingKind) {
  return guarded(async function GET(request: Request, { params }: { params: Promise<{ registrationNumber: string }> }) {
    const limited = await limitRequest(request, 'api-ip')
    if (limited) return limited
    const ctx = await bookingScope(request)
    if ('response' in ctx) return ctx.response
    const registration = registrationSchema.safeParse((await params).registrationNumber)
    if (!registration.success) return badRegistration(ctx.scope)
    const query = parseQuery(request, servicesQuerySchema)
    if ('response' in query) return query.response
    try {
      const { lat, lng, departmentId } = query.data
      return json(
        await offeringsAnswer(ctx.scope, {
          registrationNumber: registration.data,
          kind,
          position: { lat, lng },
          departmentId,
        }),
      )
    } catch (error) {
      return failure(error, ctx.scope, `booking ${kind}s`)
    }
  })
}
