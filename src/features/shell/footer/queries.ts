/** The footer domain's reads for server components (cached per request and per site and locale). */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Footer } from '@/payload-types'
import { cachedShell } from '@/sites/shell-cache'

/** The site's footer document in a locale; null when the site has none. */
export const loadFooter = cache((siteId: number, locale: Locale): Promise<Footer | null> =>
  cachedShell('footer', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'footers',
      where: { site: { equals: siteId } },
      locale,
      depth: 1,
      limit: 1,
    })
    return docs[0] ?? null
  }),
)
