/**
 * How the collections outside the multi-tenant plugin belong to sites, for ./access/scope.ts:
 * a site editor reaches the documents whose field holds one of these values. Field names are the
 * collections' own (src/features/dealers, src/features/cars, src/features/finance, src/features/service-booking/server); the lookups run in the
 * request's transaction (`req`) and once per request.
 */
import type { PayloadRequest } from 'payload'
import type { SiteScope } from './access/scope'

const ids = (docs: { id: number | string }[]) => docs.map((d) => d.id)

async function dealerSiteIds(siteIds: number[], req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'dealer-sites',
    where: { website: { in: siteIds } },
    select: { website: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return ids(docs)
}

/** Dealer sites are listed on one website (their `website` reference, named so because `site_id` is a spec field). */
export const DEALER_SITE_SCOPE: SiteScope = {
  name: 'dealer-sites',
  field: 'website',
  values: async (siteIds) => siteIds,
}

/** Cars and car media belong to a market search index; each site has one (sites.searchIndex). */
export const MARKET_SCOPE: SiteScope = {
  name: 'market',
  field: 'index',
  values: async (siteIds, req) => {
    const { docs } = await req.payload.find({
      collection: 'sites',
      where: { id: { in: siteIds } },
      select: { searchIndex: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return [...new Set(docs.map((d) => d.searchIndex))]
  },
}

/** UK finance products and their quotations belong to a dealer site. */
export const DEALER_SCOPE: SiteScope = { name: 'dealer', field: 'dealer', values: dealerSiteIds }

/** Workshop departments tied to a dealer site belong to its website; stand-alone ones to the group (admins). */
export const WORKSHOP_SCOPE: SiteScope = { name: 'workshop', field: 'dealerSite', values: dealerSiteIds }

/** Service bookings belong to their department's site. */
export const WORKSHOP_BOOKING_SCOPE: SiteScope = {
  name: 'workshop-booking',
  field: 'department',
  values: async (siteIds, req) => {
    const dealers = await dealerSiteIds(siteIds, req)
    if (!dealers.length) return []
    const { docs } = await req.payload.find({
      collection: 'workshop-departments',
      where: { dealerSite: { in: dealers } },
      select: { dealerSite: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      req,
    })
    return ids(docs)
  },
}
