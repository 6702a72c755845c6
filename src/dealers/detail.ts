import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { DealerSite } from '@/payload-types'
import { DEALER_WEBSITE_FIELD } from './collection'

export type DealerDetail = Pick<
  DealerSite,
  'id' | 'site_id' | 'slug' | 'site_official_name' | 'site_street' | 'site_zip' | 'site_city' | 'site_phone' | 'site_email' | 'site_geocoord'
>

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

/** spec 1 §2, §8: an unknown dealer site redirects (302) to the site list. */
export async function dealerRedirect(websiteId: number, listPath: string, slug: string): Promise<{ status: 302; path: string } | null> {
  return (await dealerBySlug(websiteId, slug)) ? null : { status: 302, path: listPath }
}

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
