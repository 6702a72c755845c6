import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from './shell-cache'

/**
 * The path in `locale` of the site's published page holding a block of `blockType` (the first by path), or null:
 * where a page that is not a route kind lives because an editor placed its block there (the dealer list, the
 * favourites page). Kept with the shell, which every page change clears.
 */
export const blockPagePath = (
  kind: 'dealer-list-path' | 'favourites-path',
  blockType: string,
  siteId: number,
  locale: Locale,
): Promise<string | null> =>
  cachedShell(kind, siteId, locale, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      locale,
      where: {
        and: [
          { site: { equals: siteId } },
          { 'layout.blockType': { equals: blockType } },
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
  })
