import type { Site } from '@/payload-types'
import { createTtlCache } from '@/cms/ttl-cache'

/**
 * Sites are read on every request and change rarely (see createTtlCache for the freshness rules).
 * A module of its own, apart from the loader in resolve.ts: the sites collection's hooks clear it,
 * and the collection (imported by the Payload config) must not import the Payload client, which
 * imports the config.
 */
export const sitesCache = createTtlCache<Site[]>(30_000)

export function invalidateSiteCache(): void {
  sitesCache.clear()
}
