/** The dealers domain's reads for the server, cached per request (React.cache). */
import 'server-only'
import { cache } from 'react'
import type { Payload } from 'payload'
import { payloadClient } from '@/cms/payload'
import type { DealerSite } from '@/payload-types'
import { DEALER_WEBSITE_FIELD } from './collection'
import type { DealerDetail } from './detail'

/** A dealer site by its organisation key (`site_id`, the key the finance provider and search use); null if none. */
export const dealerSiteByKey = cache(async (payload: Payload, key: string): Promise<DealerSite | null> => {
  const { docs } = await payload.find({
    collection: 'dealer-sites',
    where: { site_id: { equals: key } },
    limit: 1,
    depth: 0,
  })
  return docs[0] ?? null
})

/** A dealer site listed on a website, by its slug (spec 1 §7 "site by slug"). */
export const dealerBySlug = cache(async (websiteId: number, slug: string): Promise<DealerDetail | null> => {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'dealer-sites',
    where: { and: [{ [DEALER_WEBSITE_FIELD]: { equals: websiteId } }, { slug: { equals: slug } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ?? null
})

/** The slugs of a website's dealer sites with their last change, for the sitemap. */
export async function dealerUrlRows(websiteId: number): Promise<{ slug: string; updatedAt: string }[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'dealer-sites',
    where: { [DEALER_WEBSITE_FIELD]: { equals: websiteId } },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    select: { slug: true, updatedAt: true },
  })
  return docs.map((d) => ({ slug: d.slug, updatedAt: d.updatedAt }))
}
