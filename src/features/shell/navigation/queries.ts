/** The navigation domain's reads for server components (cached per request and per site and locale). */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Navigation } from '@/payload-types'
import { cachedShell } from '@/sites/shell-cache'
import { log } from '@/platform/log/logger'

/** The site's navigation document in a locale; null when the site has none (spec 1 §8: no navigation). */
export const loadNavigation = cache(async (siteId: number, locale: Locale): Promise<Navigation | null> => {
  try {
    return await cachedShell('navigation', siteId, locale, async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'navigations',
        where: { site: { equals: siteId } },
        locale,
        depth: 1,
        limit: 1,
      })
      return docs[0] ?? null
    })
  } catch (error) {
    // spec 1 §8: a navigation failure is logged and the page renders without navigation.
    log.error({ err: error }, 'Error extracting datasource')
    return null
  }
})
