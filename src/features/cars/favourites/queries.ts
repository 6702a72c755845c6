/** The server's reads for favourites (issue 37 §3): where the site's favourites page is. */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from '@/sites/shell-cache'
import { FAVOURITES_BLOCK } from './rules'

/** The path of the site's page holding the favourites block in `locale`, or null when it has none (no header link). */
export const favouritesPagePath = cache(async (siteId: number, locale: Locale): Promise<string | null> =>
  cachedShell('favourites-path', siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      where: {
        and: [
          { site: { equals: siteId } },
          { 'layout.blockType': { equals: FAVOURITES_BLOCK } },
          { _status: { equals: 'published' } },
        ],
      },
      depth: 0,
      limit: 1,
      sort: 'path',
      select: { path: true },
      overrideAccess: false,
    })
    return docs[0]?.path ?? null
  }),
)
