/**
 * The stories reads of spec 1 §7: GetStories (a page of an index's stories by cursor, optionally filtered
 * by any of a set of tags), getTags, getNext/getPrev. Payload's local API under the public access rules.
 */
import type { Payload, Where } from 'payload'
import type { Locale } from '@/cms/locales'
import { mediaOf, type ResolvedMedia } from '@/features/media/url'
import type { Story } from '@/payload-types'
import { neighbours, pageOf, STORIES_SORT, storiesWhere, type PageInfo, type StoryCursor } from './rules'

/** One story as a list, teaser or neighbour shows it (spec 1 §3 "Story"). */
export type StoryCard = {
  id: number
  title: string
  premble: string | null
  date: string
  href: string
  image: ResolvedMedia | null
  tags: number[]
}

export type StoryTag = { id: number; key: string; value: string }

/** Spec 1 §3 "Story list page": stories, total, pageInfo. */
export type StoryListPage = { stories: StoryCard[]; total: number; pageInfo: PageInfo }

const idOf = (v: unknown): number | null =>
  typeof v === 'number' ? v : v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : null

/** The public path of a story: its index page's path plus its slug; null when the index has no path in this locale. */
export function storyHref(indexPath: string | null | undefined, slug: string): string | null {
  if (!indexPath) return null
  return `${indexPath === '/' ? '' : indexPath}/${encodeURIComponent(slug)}`
}

function toCard(story: Story, localize: (path: string) => string = (p) => p): StoryCard | null {
  const index = story.indexPage && typeof story.indexPage === 'object' ? story.indexPage : null
  const href = storyHref(index?.path, story.slug)
  // A story without a title in this locale is not written in it; without an index page it has no URL.
  if (!story.title || !href) return null
  return {
    id: story.id,
    title: story.title,
    premble: story.premble ?? null,
    date: story.date,
    href: localize(href),
    image: mediaOf(story.image),
    tags: (story.tags ?? []).map(idOf).filter((t): t is number => t !== null),
  }
}

/** `localize` turns a content path into the public URL of the locale (the non-default locales' prefix). */
export type StoriesQuery = {
  siteId: number
  locale: Locale
  indexPage?: number | null
  tags?: number[]
  cursor?: StoryCursor | null
  limit: number
  localize?: (path: string) => string
}

/** GetStories (spec 1 §7): one page in date-descending order with the total of the filter and the next cursor. */
export async function readStoriesPage(payload: Payload, q: StoriesQuery): Promise<StoryListPage> {
  const filter = { siteId: q.siteId, indexPage: q.indexPage, tags: q.tags }
  const [rows, count] = await Promise.all([
    payload.find({
      collection: 'stories',
      where: storiesWhere({ ...filter, cursor: q.cursor }) as Where,
      sort: STORIES_SORT,
      limit: q.limit + 1,
      pagination: false,
      locale: q.locale,
      depth: 1,
      draft: false,
      overrideAccess: false,
      populate: { pages: { path: true }, tags: { key: true } },
    }),
    payload.count({ collection: 'stories', where: storiesWhere(filter) as Where, overrideAccess: false }),
  ])
  const page = pageOf(rows.docs, q.limit)
  return {
    stories: page.items.map((d) => toCard(d, q.localize)).filter((c): c is StoryCard => c !== null),
    total: count.totalDocs,
    pageInfo: page.pageInfo,
  }
}

/** getTags (spec 1 §7): the site's tags in this locale, by name. */
export async function readStoryTags(payload: Payload, siteId: number, locale: Locale): Promise<StoryTag[]> {
  const { docs } = await payload.find({
    collection: 'tags',
    where: { site: { equals: siteId } },
    locale,
    depth: 0,
    pagination: false,
    sort: 'value',
    overrideAccess: false,
  })
  return docs.filter((t) => t.value).map((t) => ({ id: t.id, key: t.key, value: t.value }))
}

/** getPrev/getNext (spec 1 §7): the articles either side of this one under the same index, as cards. */
export async function readNeighbours(
  payload: Payload,
  story: Pick<Story, 'id' | 'site' | 'indexPage'>,
  locale: Locale,
  localize?: (path: string) => string,
): Promise<{ prev: StoryCard | null; next: StoryCard | null }> {
  const siteId = idOf(story.site)
  const indexPage = idOf(story.indexPage)
  if (!siteId || !indexPage) return { prev: null, next: null }
  const { docs } = await payload.find({
    collection: 'stories',
    where: storiesWhere({ siteId, indexPage }) as Where,
    sort: STORIES_SORT,
    pagination: false,
    locale,
    depth: 0,
    draft: false,
    overrideAccess: false,
    select: { title: true, date: true },
  })
  // Only stories written in this locale take part.
  const written = docs.filter((d) => d.title || d.id === story.id)
  const { prev, next } = neighbours(written, story.id)
  const full = async (s: { id: number } | null) => {
    if (!s) return null
    const doc = await payload.findByID({
      collection: 'stories',
      id: s.id,
      locale,
      depth: 1,
      draft: false,
      overrideAccess: false,
      populate: { pages: { path: true } },
    })
    return toCard(doc, localize)
  }
  const [p, n] = await Promise.all([full(prev), full(next)])
  return { prev: p, next: n }
}
