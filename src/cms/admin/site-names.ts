/**
 * Every site's name by id, for the admin's site columns (./SiteCell.tsx): one read of the small site
 * table, shared by every row and request for a few seconds (a renamed site shows within that).
 */
import type { Payload } from 'payload'
import { createTtlCache } from '../ttl-cache'

const cache = createTtlCache<ReadonlyMap<number, string>>(10_000)

export function siteNames(payload: Payload): Promise<ReadonlyMap<number, string>> {
  return cache.get('all', async () => {
    const { docs } = await payload.find({
      collection: 'sites',
      depth: 0,
      pagination: false,
      select: { name: true },
      overrideAccess: true,
    })
    return new Map(docs.map((site) => [site.id, site.name]))
  })
}
