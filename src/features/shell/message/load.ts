import 'server-only'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import { cachedShell } from '@/sites/shell-cache'
import type { DatedSiteMessage } from './rules'
import { log } from '@/platform/log/logger'

/**
 * The site's active messages in a locale, with their windows (a message missing its title or text in this
 * locale is left out). Cached as stored: which of them show is decided per render (./window.ts), so the
 * cache never holds a message past its end.
 */
export async function loadSiteMessages(siteId: number, locale: Locale): Promise<DatedSiteMessage[]> {
  try {
    return await cachedShell('site-messages', siteId, locale, async () => {
      const payload = await payloadClient()
      const { docs } = await payload.find({
        collection: 'site-messages',
        where: { and: [{ site: { equals: siteId } }, { active: { equals: true } }] },
        locale,
        depth: 0,
        pagination: false,
        sort: 'createdAt',
      })
      return docs
        .filter((doc) => doc.title?.trim() && doc.text?.trim())
        .map((doc) => ({
          id: doc.id,
          title: doc.title.trim(),
          text: doc.text.trim(),
          type: doc.type,
          startsAt: doc.startsAt ?? null,
          endsAt: doc.endsAt ?? null,
        }))
    })
  } catch (error) {
    // A banner is not worth failing the page for.
    log.error({ err: error }, 'Site messages could not be loaded')
    return []
  }
}
