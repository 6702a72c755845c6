import { renderTags } from './tags'

type FeedChange = {
  entity: 'cars' | 'dealer_sites' | 'finance_products'
  op: 'upsert' | 'delete' | 'reload'
  key: string | null
}

/** Every page that depends on the car and dealer indices: after a full reload. */
export const SEARCH_RENDER_TAGS: readonly string[] = [renderTags.cars, renderTags.carDetails, renderTags.dealers]

/**
 * The rendered pages a batch of search.changes rows reaches: each changed car's detail page
 * and every car list; every dealer page on a dealer change; everything car- and dealer-shaped on a reload (dealer
 * sites and finance products only ever write 'reload' rows; the cars a new pricing re-indexes come as car upserts).
 */
export function changedRenderTags(changes: readonly FeedChange[], reloaded = false): string[] {
  if (reloaded || changes.some((c) => c.op === 'reload')) return [...SEARCH_RENDER_TAGS]
  const tags = new Set<string>()
  for (const change of changes) {
    if (change.entity === 'cars') {
      tags.add(renderTags.cars)
      if (change.key) tags.add(renderTags.car(change.key))
    } else {
      tags.add(renderTags.dealers)
    }
  }
  return [...tags]
}
