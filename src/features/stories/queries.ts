import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import type { Locale } from '@/cms/locales'
import type { Story } from '@/payload-types'
import { declareRenderTags } from '@/platform/render-cache/declare'
import { keptContent } from '@/platform/kept-content'
import { renderTags } from '@/platform/render-cache/tags'
import { readNeighbours, readStoriesPage, readStoryTags, type StoriesQuery } from './list'

/** A render that shows a site's stories is stored under their tag, which every change to a story or a tag publishes (./render-tags.ts). */
const showsStories = (siteId: number) => declareRenderTags(renderTags.stories(siteId))

/** A published story under its stories index page, by slug (spec 1 §2 "Article page"). */
export const storyBySlug = cache(
  async (siteId: number, indexPageId: number, slug: string, locale: Locale): Promise<Story | null> => {
    showsStories(siteId)
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'stories',
      where: {
        and: [
          { site: { equals: siteId } },
          { indexPage: { equals: indexPageId } },
          { slug: { equals: slug } },
          { _status: { equals: 'published' } },
        ],
      },
      locale,
      limit: 1,
      depth: 1,
      draft: false,
      overrideAccess: false,
    })
    // A story without a title in this locale is not written in it.
    return docs[0]?.title ? docs[0] : null
  },
)

export type StoryUrlRow = { slug: string; indexPage: number; locales: Locale[]; updatedAt: string }

/** The published stories of a site with the locales they are written in, for the sitemap. */
export async function storyUrlRows(siteId: number): Promise<StoryUrlRow[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'stories',
    where: {
      and: [{ site: { equals: siteId } }, { _status: { equals: 'published' } }, { indexPage: { exists: true } }],
    },
    locale: 'all',
    depth: 0,
    pagination: false,
    draft: false,
    overrideAccess: false,
    select: { slug: true, title: true, indexPage: true, updatedAt: true },
  })
  return docs.map((d) => {
    const titles = (d.title ?? {}) as unknown as Partial<Record<Locale, string | null>>
    const indexPage = d.indexPage && typeof d.indexPage === 'object' ? d.indexPage.id : (d.indexPage as number)
    return {
      slug: d.slug,
      indexPage,
      locales: (Object.keys(titles) as Locale[]).filter((l) => titles[l]),
      updatedAt: d.updatedAt,
    }
  })
}

/** GetStories for the API (spec 1 §7), under the public access rules: visitors' cursors, tags and indexes, read each time. */
export async function storiesPage(q: StoriesQuery) {
  showsStories(q.siteId)
  return readStoriesPage(await payloadClient(), q)
}

/**
 * The first page of an index's stories as a teaser or list block renders it, kept between requests
 * (src/platform/kept-content.ts). Only blocks call it, so its keys are editors' choices (site, index page, size),
 * never a visitor's; `localize` follows from the site and locale.
 */
export async function firstStoriesPage(q: Omit<StoriesQuery, 'cursor' | 'tags'>) {
  showsStories(q.siteId)
  return keptContent(`stories:${q.siteId}:${q.locale}:${q.indexPage ?? ''}:${q.limit}`, async () =>
    readStoriesPage(await payloadClient(), { ...q, tags: [], cursor: null }),
  )
}

/** getTags (spec 1 §7). */
export const storyTags = cache(async (siteId: number, locale: Locale) => {
  showsStories(siteId)
  return keptContent(`story-tags:${siteId}:${locale}`, async () => readStoryTags(await payloadClient(), siteId, locale))
})

/** getPrev/getNext (spec 1 §7). */
export async function storyNeighbours(story: Story, locale: Locale, localize?: (path: string) => string) {
  showsStories(typeof story.site === 'object' ? story.site.id : story.site)
  return readNeighbours(await payloadClient(), story, locale, localize)
}

/** The content path of a stories index page in a locale (the teaser's show-more link), null when it has none. */
export const storyIndexPath = cache(async (siteId: number, locale: Locale, pageId: number): Promise<string | null> =>
  keptContent(`story-index-path:${siteId}:${locale}:${pageId}`, async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { and: [{ id: { equals: pageId } }, { site: { equals: siteId } }, { _status: { equals: 'published' } }] },
      locale,
      depth: 0,
      limit: 1,
      draft: false,
      overrideAccess: false,
      select: { path: true },
    })
    return docs[0]?.path ?? null
  }),
)
