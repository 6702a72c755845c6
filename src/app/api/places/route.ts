import { z } from 'zod'
import { clientKey } from '@/platform/client-ip'
import { answer, guarded, parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { findPlaces } from '@/features/service-booking/ui/places/geocoder'
import { nearestPlace } from '@/features/service-booking/ui/places/search'

export const dynamic = 'force-dynamic'

/** Either a name to complete or a position (Sweden's bounding box, with a margin) to name. */
const query = z.union([
  z.strictObject({ q: z.string().trim().min(1).max(60) }),
  z.strictObject({ lat: z.coerce.number().min(54).max(70), lng: z.coerce.number().min(9).max(25) }),
])

/**
 * GET /api/places?q= (the booking's place autocomplete, spec 2 §5) → `{ places: Location[] }`, at most 8;
 * GET /api/places?lat=&lng= → the nearest place (the device's location). 400 names the field, 429 per client.
 */
async function get(request: Request) {
  const parsed = parseQuery(request, query)
  if ('response' in parsed) return parsed.response
  const limited = await limitRequest(request, 'api-ip', `places:${clientKey(request.headers)}`)
  if (limited) return limited
  const params = parsed.data
  return answer(
    async () => ({
      places:
        'q' in params ? await findPlaces(params.q) : [nearestPlace(params.lat, params.lng)].filter((p) => p !== null),
    }),
    { label: 'places' },
  )
}

export const GET = guarded(get)
