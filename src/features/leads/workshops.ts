/** The Norwegian service form's workshops, read for the server (React.cache per request). */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { renderTags } from '@/platform/render-cache/tags'
import { WORKSHOP_LIMIT } from '@/features/dealers/list-rules'
import { indexName } from '@/features/search/indices'
import { searchSites } from '@/features/search/queries'
import type { SearchIndex } from '@/sites/markets'
import { sampleCarChoices, workshopChoices, workshopEmail } from './recipients'

/** The website's dealer sites from the dealer index (spec 1 §7 site list, website_sort_order_asc), with their workshop address. */
export const websiteWorkshops = cache(async (market: SearchIndex, websiteKey: string) => {
  const answer = await searchSites({
    index: indexName('sites', market),
    limit: WORKSHOP_LIMIT,
    sort_name: 'website_sort_order_asc',
  })
  return workshopChoices(answer.content, websiteKey)
})

/** spec 1 §7: for a sample car, the sites selling its brand (limit 100), as the contact form's dealer choices. */
export const sampleCarDealers = cache(async (market: SearchIndex, websiteKey: string, brand: string) => {
  const answer = await searchSites({
    index: indexName('sites', market),
    limit: 100,
    sort_name: 'website_sort_order_asc',
    filters: { site_brands: [brand] },
  })
  return sampleCarChoices(
    answer.content.filter((site) => site.website === websiteKey),
    brand,
  )
})

/** The motorcycle form's fixed dealer (spec 2 §9), when it is one of the website's dealer sites. */
export const fixedWorkshop = cache(async (dealerId: number, websiteId: number) => {
  // Dealer sites change through the search feed as well, which publishes this tag (the render cache).
  declareRenderTags(renderTags.dealers)
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'dealer-sites',
    where: { and: [{ id: { equals: dealerId } }, { website: { equals: websiteId } }] },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    select: { site_official_name: true, site_email: true, site_departments: true },
  })
  const dealer = docs[0]
  const email = dealer ? workshopEmail(dealer) : null
  return dealer && email ? { email, name: dealer.site_official_name } : null
})
