/** The server's reads for favourites (issue 37 §3): where the site's favourites page is. */
import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/cms/locales'
import { blockPagePath } from '@/sites/block-page-path'
import { FAVOURITES_BLOCK } from './rules'

/** The path of the site's page holding the favourites block in `locale`, or null when it has none (no header link). */
export const favouritesPagePath = cache((siteId: number, locale: Locale) =>
  blockPagePath('favourites-path', FAVOURITES_BLOCK, siteId, locale),
)
