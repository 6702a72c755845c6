import type { Payload } from 'payload'
import type { DealerSite, Site } from '@/payload-types'
import { generateDealers, toDealerCreateData } from '@/demo/dealers/generate'
import { mediaOf } from '@/features/media/url'
import type { MediaLibrary } from './media-types'
import type { SiteKey } from './site-definitions'

/** The ~30 demo dealer sites; existing ones (by site_id) are left as they are. */
export async function seedDealers(
  payload: Payload,
  sites: Record<SiteKey, Site>,
  media: MediaLibrary,
): Promise<DealerSite[]> {
  const out: DealerSite[] = []
  for (const [i, seed] of generateDealers().entries()) {
    const existing = await payload.find({
      collection: 'dealer-sites',
      where: { site_id: { equals: seed.site_id } },
      limit: 1,
      depth: 0,
    })
    if (existing.docs[0]) {
      out.push(existing.docs[0])
      continue
    }
    const imageId = await media.dealer({ name: seed.site_official_name, seed: i + 1 })
    const image = mediaOf(await payload.findByID({ collection: 'media', id: imageId, depth: 0 }))
    const data = toDealerCreateData(seed, sites[seed.siteKey].id)
    out.push(
      await payload.create({
        collection: 'dealer-sites',
        data: { ...data, site_primary_image: imageId, site_image_url: image?.url },
      }),
    )
  }
  return out
}
