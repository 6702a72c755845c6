import { guarded, json } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { findCar } from '@/features/service-booking/server/lookups'
import { registrationSchema } from '@/features/service-booking/server/requests'
import { badRegistration, bookingScope, failure } from '../../respond'

export const dynamic = 'force-dynamic'

/**
 * GET /api/mechmate/car/{registrationNumber} (spec 2 §3 Car, §7.1): the registry's car →
 * {registrationNumber, brand, model, buildYear, hasServiceAgreement, isSupported}; 400 when the path
 * is not a plate, 404 when no car has it (docs/api.md).
 */
async function get(request: Request, { params }: { params: Promise<{ registrationNumber: string }> }) {
  const limited = await limitRequest(request, 'api-ip')
  if (limited) return limited
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx.response
  const registration = registrationSchema.safeParse((await params).registrationNumber)
  if (!registration.success) return badRegistration(ctx.scope)
  try {
    return json(await findCar(ctx.scope, registration.data))
  } catch (error) {
    return failure(error, ctx.scope, 'booking car')
  }
}

export const GET = guarded(get)
