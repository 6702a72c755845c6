/**
 * The render cache's process-wide state. Next bundles the proxy apart from the app's server
 * code, so module state is not shared between them; globalThis is (one Node process). The proxy stores
 * pages; the app declares the tags of a render under the fill id the proxy gave it, and the app's
 * invalidation subscriber and search service drop pages by tag.
 */
import { randomUUID } from 'node:crypto'
import { createPurger, purgeTargetFromEnv, type Purger } from './purge'
import { sharedCacheFromEnv, type SharedCache } from './shared-cache'
import { createRenderStore, type RenderStore } from './store'

type Holder = {
  store: RenderStore
  secret: string
  renders: Map<string, Set<string>>
  listeners: Set<(tags: readonly string[]) => void>
  purger: Purger
}
const holder = globalThis as unknown as { __renderCache?: Holder }
/** A bound from the environment in `unit`s; unset, not a number, zero or negative (a store that keeps nothing): the default. */
const positive = (text: string | undefined, unit = 1): number | undefined => {
  const value = Number(text)
  return value > 0 ? value * unit : undefined
}

function state(): Holder {
  holder.__renderCache ??= {
    store: createRenderStore({
      maxEntries: positive(process.env.RENDER_CACHE_ENTRIES),
      maxBytes: positive(process.env.RENDER_CACHE_MAX_MB, 1024 * 1024),
      ttlMs: positive(process.env.RENDER_CACHE_TTL_MS),
      staleMs: positive(process.env.RENDER_CACHE_STALE_MS),
    }),
    // Proves a fill request came from this process's proxy (never sent to a client).
    secret: randomUUID(),
    renders: new Map(),
    listeners: new Set(),
    purger: createPurger({ target: purgeTargetFromEnv(process.env) }),
  }
  return holder.__renderCache
}

export const renderStore = (): RenderStore => state().store
/** What a CDN may do with the store's pages (./shared-cache.ts), or null: nothing. Read per answer: a few numbers. */
export const sharedCache = (): SharedCache | null => sharedCacheFromEnv(process.env)
/** The CDN purges of this process (./purge.ts). */
export const cdnPurger = (): Purger => state().purger
export const fillSecret = (): string => state().secret

/** The render cache is on unless RENDER_CACHE=off. */
export const renderCacheEnabled = (): boolean => process.env.RENDER_CACHE !== 'off'

/** Called by the app when a fill's render starts: the set its reads add their tags to. */
export function renderTagSet(fillId: string): Set<string> {
  const renders = state().renders
  let tags = renders.get(fillId)
  if (!tags) {
    tags = new Set()
    // A fill id comes from this process's proxy only; bounded all the same.
    if (renders.size < 10_000) renders.set(fillId, tags)
  }
  return tags
}

/** Called by the proxy when a fill's response is complete: the tags its render declared. */
export function takeRenderTags(fillId: string): string[] | null {
  const renders = state().renders
  const tags = renders.get(fillId)
  renders.delete(fillId)
  return tags ? [...tags] : null
}

/**
 * Drops the pages carrying any of `tags` in this process (every process's: src/platform/invalidation.ts `publishTags`). The data
 * caches that follow these tags are told first, so a render that starts after this call reads the new data; the CDN
 * is told last, once this store no longer holds those pages (./purge.ts).
 */
export function invalidateRenderTags(tags: Iterable<string>): number {
  const list = [...tags]
  for (const listener of state().listeners) listener(list)
  const dropped = state().store.invalidate(list)
  state().purger.purge(list)
  return dropped
}

/** Runs `listener` with the tags of every invalidation in this process, before the store drops its pages. */
export function onRenderTagsInvalidated(listener: (tags: readonly string[]) => void): void {
  state().listeners.add(listener)
}
