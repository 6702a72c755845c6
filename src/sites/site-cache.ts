import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Site } from '@/payload-types'
import { createTtlCache } from '@/cms/ttl-cache'
import { onInvalidate, publishInvalidation, publishTags } from '@/platform/invalidation'
import { ALL_TAG } from '@/platform/render-cache/tags'

/**
 * Sites are read on every request and change rarely (see createTtlCache for the freshness rules).
 * A module of its own, apart from the loader in resolve.ts: the sites collection's hooks clear it,
 * and the collection (imported by the Payload config) must not import the Payload client, which
 * imports the config.
 */
export const sitesCache = createTtlCache<Site[]>(30_000)

/** Clears this process's site table (every instance's: publish 'sites', as the hooks below do). */
export function invalidateSiteCache(): void {
  sitesCache.clear()
}
onInvalidate('sites', invalidateSiteCache)

/** Collection hooks of `sites`: a change clears the site table in every app instance. */
const broadcast = async ({
  req,
}: Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]) => {
  await publishInvalidation(req.payload, 'sites', req)
  // Hosts, locales, theme and settings reach every rendered page.
  await publishTags(req.payload, [ALL_TAG], req)
}
export const clearsSiteCache = { afterChange: [broadcast], afterDelete: [broadcast] }
