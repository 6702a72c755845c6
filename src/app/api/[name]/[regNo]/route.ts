import { payloadClient } from '@/cms/payload'
import { MediaPathSchema } from '@/features/cars/media-data'
import { mediaByPlate } from '@/features/cars/media-store'
import { NotFoundError } from '@/platform/errors'
import { answer, badRequest, guarded, zodIssues } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'
import { siteByKey } from '@/sites/resolve'

export const dynamic = 'force-dynamic'

/** A plate may arrive percent-encoded ("ABC%20123"); bad encoding stays as it is and fails the check. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/**
 * GET /api/{name}/{regNo}: media data of a car by registration (spec 1 §7): {videoUrl, images360,
 * internal360, hasVideo, hasInternal360, has360}. `name` is the site (its key, as in the site's host);
 * the plate is looked up in that site's market. Malformed → 400, unknown site → 404, a plate without media → 200
 * with the empty media (no flag set). The other
 * /api routes are static segments, which Next matches before this dynamic one.
 */
async function get(request: Request, { params }: { params: Promise<{ name: string; regNo: string }> }) {
  const limited = await limitRequest(request, 'api-ip')
  if (limited) return limited
  const raw = await params
  const parsed = MediaPathSchema.safeParse({ name: raw.name, regNo: decoded(raw.regNo) })
  if (!parsed.success) return badRequest(zodIssues(parsed.error))
  return answer(
    async () => {
      const site = await siteByKey(parsed.data.name)
      if (!site) throw new NotFoundError('There is no site by this name.')
      return mediaByPlate(await payloadClient(), site.searchIndex, parsed.data.regNo)
    },
    { label: 'media route', status: 503, message: 'Media is unavailable right now.' },
  )
}

export const GET = guarded(get)
