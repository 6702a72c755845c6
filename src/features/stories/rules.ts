/**
 * Rules of the stories list, teaser and article page (spec 1 §2 "Shell screens", §4 "Stories list", §7
 * GetStories/getNext/getPrev, §9). Pure: no React, no Payload; the queries in queries.ts apply them.
 */

/** Spec 1 §9: "Stories page size 4, teaser 3." */
export const STORIES_PAGE_SIZE = 4
export const STORIES_TEASER_SIZE = 3
/** Upper bounds of what a request may ask for (tags chosen at once, cursor length). */
export const MAX_TAG_FILTER = 50
export const MAX_CURSOR_LENGTH = 80

/** Where a page of stories ends: the last story's date and id (stories are ordered by date, then id, descending). */
export type StoryCursor = { date: string; id: number }

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/

/** The opaque `endCursor` of spec 1 §3 "Story list page": base64url of `date|id`. */
export function encodeCursor(cursor: StoryCursor): string {
  return Buffer.from(`${new Date(cursor.date).toISOString()}|${cursor.id}`, 'utf8').toString('base64url')
}

/** The cursor behind an `endCursor`, or null when it is not one this app made. */
export function decodeCursor(value: string): StoryCursor | null {
  if (!value || value.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  const text = Buffer.from(value, 'base64url').toString('utf8')
  const match = /^([^|]+)\|(\d{1,10})$/.exec(text)
  if (!match || !ISO.test(match[1]!) || Number.isNaN(Date.parse(match[1]!))) return null
  const id = Number(match[2])
  return id > 0 && id <= 2_147_483_647 ? { date: match[1]!, id } : null
}

type Where = Record<string, unknown>

/**
 * The filter of one page (spec 1 §7 GetStories): the site's published stories under the index page,
 * "optionally filtered by any of a set of tags", after the cursor in date-descending order.
 */
export function storiesWhere(opts: {
  siteId: number
  indexPage?: number | null
  tags?: number[]
  cursor?: StoryCursor | null
}): Where {
  const and: Where[] = [{ site: { equals: opts.siteId } }, { _status: { equals: 'published' } }]
  if (opts.indexPage) and.push({ indexPage: { equals: opts.indexPage } })
  const tags = [...new Set(opts.tags ?? [])]
  if (tags.length > 0) and.push({ tags: { in: tags } })
  if (opts.cursor) {
    and.push({
      or: [
        { date: { less_than: opts.cursor.date } },
        { and: [{ date: { equals: opts.cursor.date } }, { id: { less_than: opts.cursor.id } }] },
      ],
    })
  }
  return { and }
}

/** Date descending, newest first; the id breaks ties so the cursor is exact. */
export const STORIES_SORT = ['-date', '-id']

export type PageInfo = { hasNext: boolean; endCursor: string | null }

/**
 * A page from the rows read with `limit + 1` (the extra row only tells whether more follow).
 */
export function pageOf<T extends { id: number; date: string }>(
  rows: T[],
  limit: number,
): { items: T[]; pageInfo: PageInfo } {
  const items = rows.slice(0, limit)
  const last = items[items.length - 1]
  const hasNext = rows.length > limit
  return {
    items,
    pageInfo: { hasNext, endCursor: hasNext && last ? encodeCursor({ date: last.date, id: last.id }) : null },
  }
}

/** Toggling a chip (spec 1 §2: multi-select; 'show all' clears the choice). */
export function toggleTag(chosen: readonly number[], tag: number | 'all'): number[] {
  if (tag === 'all') return []
  return chosen.includes(tag) ? chosen.filter((t) => t !== tag) : [...chosen, tag]
}

/** Same order as the list: newer first. */
const newerFirst = (a: { date: string; id: number }, b: { date: string; id: number }) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1

/**
 * getPrev/getNext (spec 1 §7) of an article among its index's stories: the previous article is the one
 * published before it (older), the next the one published after it (newer); none at the ends.
 */
export function neighbours<T extends { id: number; date: string }>(
  stories: readonly T[],
  currentId: number,
): { prev: T | null; next: T | null } {
  const sorted = [...stories].sort(newerFirst)
  const i = sorted.findIndex((s) => s.id === currentId)
  if (i < 0) return { prev: null, next: null }
  return { prev: sorted[i + 1] ?? null, next: sorted[i - 1] ?? null }
}

/**
 * Spec 1 §2: the article's fixed back button goes "to the parent path two levels up": the article path
 * taken as `/index/slug/` (with the trailing slash the content paths had) loses its last two segments,
 * the empty one and the slug, which leaves the stories index. The root is `/`.
 */
export function articleBackPath(path: string): string {
  const parts = (path.endsWith('/') ? path : path + '/').split('/')
  const up = parts.slice(0, -2).join('/')
  return up === '' ? '/' : up
}

/** Article structured data (schema.org) for the article page. */
export function articleJsonLd(a: {
  title: string
  description?: string | null
  date: string
  updatedAt?: string | null
  author?: string | null
  image?: string | null
  url: string
  publisher?: string | null
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title.slice(0, 110),
    ...(a.description ? { description: a.description } : {}),
    datePublished: new Date(a.date).toISOString(),
    ...(a.updatedAt ? { dateModified: new Date(a.updatedAt).toISOString() } : {}),
    ...(a.author ? { author: { '@type': 'Person', name: a.author } } : {}),
    ...(a.image ? { image: [a.image] } : {}),
    ...(a.publisher ? { publisher: { '@type': 'Organization', name: a.publisher } } : {}),
    mainEntityOfPage: { '@type': 'WebPage', '@id': a.url },
  }
}
