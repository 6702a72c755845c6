import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { createTtlCache } from '@/cms/ttl-cache'
import { onInvalidate, publishInvalidation, publishTags } from '@/platform/invalidation'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { ALL_TAG, renderTags } from '@/platform/render-cache/tags'

/**
 * Navigation, footer and dictionary per (site, locale): read by every page, changed by editors. Any
 * change to those collections, to pages (menu links carry page paths) or media (logos) clears it.
 */
const shellCache = createTtlCache<unknown>(30_000)

/** Clears this process's shell cache (every instance's: use the hooks below). */
export function invalidateShellCache(): void {
  shellCache.clear()
}
onInvalidate('shell', invalidateShellCache)
// The routing table cached here is built from the sites too (carListPath, detail base paths).
onInvalidate('sites', invalidateShellCache)

export function cachedShell<T>(
  kind: 'navigation' | 'footer' | 'dictionary' | 'site-messages' | 'routing' | 'dealer-list-path' | 'favourites-path',
  siteId: number,
  locale: string,
  load: () => Promise<T>,
): Promise<T> {
  // A page rendered from a site's shell carries the site's tag (the routing table, of every site, too).
  declareRenderTags(kind === 'routing' ? ALL_TAG : renderTags.site(siteId))
  return shellCache.get(`${kind}:${siteId}:${locale}`, load) as Promise<T>
}

export type ShellHookArgs = Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]

const siteOf = (doc: unknown): number | string | null => {
  const site = (doc as { site?: unknown } | null | undefined)?.site
  if (site && typeof site === 'object' && 'id' in site) return (site as { id: number | string }).id
  return typeof site === 'number' || typeof site === 'string' ? site : null
}

/** The sites a changed document belongs to: before and after a move, none for a document without a site. */
export function changedSites(args: ShellHookArgs): (number | string)[] {
  const previous = 'previousDoc' in args ? args.previousDoc : null
  return [...new Set([siteOf(args.doc), siteOf(previous)].filter((site) => site !== null))]
}

/** The rendered pages a shell document reaches: its site's (before and after a move), or all without a site (media). */
export function shellRenderTags(args: ShellHookArgs): string[] {
  const sites = changedSites(args)
  return sites.length ? sites.map((site) => renderTags.site(site)) : [ALL_TAG]
}

/** Clears the shell cache and the site's rendered pages in every app instance once the editor's change commits (src/platform/invalidation.ts). */
export const broadcastShellChange = async (args: ShellHookArgs) => {
  await publishInvalidation(args.req.payload, 'shell', args.req)
  await publishTags(args.req.payload, shellRenderTags(args), args.req)
}

/** Collection hooks that keep the shell cache honest after an editor's change. */
export const clearsShellCache = {
  afterChange: [broadcastShellChange],
  afterDelete: [broadcastShellChange],
}
