import { clientKey } from '@/platform/client-ip'
import { answer, guarded, parseQuery } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { findPlaces } from '@/features/service-booking/ui/places/geocoder'
import { nearestPlace } from '@/features/service-booking/ui/places/search'
import { placesQuerySchema } from '@/features/service-booking/contract'

export const dynamic = 'force-dynamic'

/**
 * GET /api/places?q= (the booking's place autocomplete, spec 2 §5) → `{ places: Location[] }`, at most 8;
 * GET /api/places?lat=&lng= → the nearest place (the device's location). 400 names the field, 429 per client.
 */
async function get(request: Request) {
  const parsed = parseQuery(request, placesQuerySchema)
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
