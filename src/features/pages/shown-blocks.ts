/**
 * The blocks a page shows at an instant, and until when that holds: a block outside its visibility
 * window is left out of the render, so neither its HTML, its part of the RSC payload nor its JSON-LD reaches the
 * visitor. The page as kept between renders (./find.ts) holds every block; the choice is made at each render, with
 * the clock the caller passes.
 */
import { blocksShown } from '@/features/blocks/window'
import type { Page, Site } from '@/payload-types'
import { INDEX_TIME_ZONE } from '@/sites/markets'

type PageBlock = NonNullable<Page['layout']>[number]

/** The page's blocks shown at `now` on its site's clock, and the next moment one appears or disappears (epoch ms). */
export function pageBlocksShown(
  page: Pick<Page, 'layout'>,
  site: Pick<Site, 'searchIndex'>,
  now: Date,
): { blocks: PageBlock[]; until: number | null } {
  return blocksShown(page.layout ?? [], now.getTime(), INDEX_TIME_ZONE[site.searchIndex])
}
