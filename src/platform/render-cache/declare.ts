/**
 * How a read declares what it depends on, the counterpart of Next's cacheTag: a reader calls
 * declareRenderTags() with the tags of the data it returns, during a server render. The tags gather in
 * one set per request (React's per-request cache); when the render is a fill for the proxy's render
 * cache, the site layout binds that set to the fill (bindRenderFill), and the proxy stores the page
 * under those tags. Outside a render, or in a render nobody caches, declaring does nothing harmful.
 */
import { cache } from 'react'
import { renderTagSet } from './registry'
import { untilTag } from './tags'

const current = cache((): { tags: Set<string> } => ({ tags: new Set() }))

export function declareRenderTags(...tags: string[]): void {
  const holder = current()
  for (const tag of tags) holder.tags.add(tag)
}

/** The page shows something only until `at` (epoch ms): a cached copy must not be served from then on. */
export function declareRenderDeadline(at: number | null): void {
  if (at !== null) declareRenderTags(untilTag(at))
}

/** The site layout's call: this request renders a page for the proxy's cache under `fillId`. */
export function bindRenderFill(fillId: string | null | undefined): void {
  if (!fillId) return
  const holder = current()
  const target = renderTagSet(fillId)
  // Reads that ran before the layout got here (the page renders beside it) keep their tags.
  for (const tag of holder.tags) target.add(tag)
  holder.tags = target
}
