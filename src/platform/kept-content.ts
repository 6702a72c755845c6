import { createTtlCache } from '@/cms/ttl-cache'
import { onInvalidate } from '@/platform/invalidation'
import { onRenderTagsInvalidated } from '@/platform/render-cache/registry'
import { renderTags } from '@/platform/render-cache/tags'

/**
 * Content that renders read (published pages with their blocks, story lists and tags), kept per process between
 * requests: building and running those queries was a large part of a render the store could not answer. Cleared by
 * the shell's and the sites' topics and by every invalidation of rendered pages but a car's (a page's blocks embed
 * dealer sites, forms and stories, which reach their pages by tag); the TTL bounds a missed one. Shared between
 * requests, so what it holds is read-only.
 */
const content = createTtlCache<unknown>(30_000)
const isCarTag = (tag: string) =>
  tag === renderTags.cars || tag === renderTags.carDetails || tag.startsWith(renderTags.car(''))
onInvalidate('shell', () => content.clear())
onInvalidate('sites', () => content.clear())
onRenderTagsInvalidated((tags) => {
  if (!tags.every(isCarTag)) content.clear()
})

/** The kept answer for `key`, loading it once when there is none. */
export const keptContent = <T>(key: string, load: () => Promise<T>): Promise<T> => content.get(key, load) as Promise<T>
