import { badRequest, guarded, json } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { hasAuthorisedWorkshop } from '@/features/service-booking/server/rules'
import { brandSchema } from '@/features/service-booking/contract'
import { bookingScope } from '../../respond'

export const dynamic = 'force-dynamic'

/** GET /api/mechmate/authorized-workshop/{brand} (spec 2 §7.1): {hasBrand} — a department is authorised for the brand. */
async function get(request: Request, { params }: { params: Promise<{ brand: string }> }) {
  const limited = await limitRequest(request, 'api-ip')
  if (limited) return limited
  const ctx = await bookingScope(request)
  if ('response' in ctx) return ctx.response
  const brand = brandSchema.safeParse((await params).brand)
  if (!brand.success)
    return badRequest([
      { field: 'brand', message: "is a brand name of at most 40 letters, digits, spaces or . & ' + -" },
    ])
  return json({ hasBrand: hasAuthorisedWorkshop(ctx.scope.catalogue, brand.data) })
}

export const GET = guarded(get)
