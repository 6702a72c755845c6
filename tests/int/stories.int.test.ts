import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let se: Site
let list: typeof import('@/features/stories/list')
let rules: typeof import('@/features/stories/rules')
let index: number
let other: number
const tag: Record<string, number> = {}
const story: Record<string, number> = {}

/** Ten stories on an index, one on another index, one draft, one only in English. */
beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  se = (await seedSites(payload)).se
  list = await import('@/features/stories/list')
  rules = await import('@/features/stories/rules')
  const home = await payload.create({
    collection: 'pages',
    locale: 'sv-SE',
    data: { site: se.id, title: 'Hem', _status: 'published' },
  })
  index = (
    await payload.create({
      collection: 'pages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Nyheter', slug: 'nyheter', parent: home.id, _status: 'published' },
    })
  ).id
  other = (
    await payload.create({
      collection: 'pages',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Press', slug: 'press', parent: home.id, _status: 'published' },
    })
  ).id
  for (const key of ['elbil', 'dack', 'event'])
    tag[key] = (
      await payload.create({
        collection: 'tags',
        locale: 'sv-SE',
        data: { site: se.id, key, value: key.toUpperCase() },
      })
    ).id
  const make = async (
    slug: string,
    date: string,
    tags: string[],
    opts: { indexPage?: number; status?: 'draft' | 'published'; locale?: 'sv-SE' | 'en-GB' } = {},
  ) => {
    const doc = await payload.create({
      collection: 'stories',
      locale: opts.locale ?? 'sv-SE',
      draft: opts.status === 'draft',
      data: {
        site: se.id,
        name: slug,
        slug,
        title: `Titel ${slug}`,
        date,
        tags: tags.map((t) => tag[t]!),
        indexPage: opts.indexPage ?? index,
        _status: opts.status ?? 'published',
      },
    })
    story[slug] = doc.id
  }
  for (let i = 1; i <= 10; i++)
    await make(
      `s${i}`,
      `2025-01-${10 + i}T08:00:00.000Z`,
      i % 3 === 0 ? ['elbil'] : i % 3 === 1 ? ['dack'] : ['dack', 'event'],
    )
  await make('same-day', '2025-01-20T08:00:00.000Z', ['elbil'])
  await make('elsewhere', '2026-01-01T08:00:00.000Z', ['elbil'], { indexPage: other })
  await make('draft', '2026-01-01T08:00:00.000Z', ['elbil'], { status: 'draft' })
}, 120_000)
afterAll(async () => {
  await ctx?.teardown()
})

const read = (extra: Partial<import('@/features/stories/list').StoriesQuery> = {}) =>
  list.readStoriesPage(payload, {
    siteId: se.id,
    locale: 'sv-SE',
    indexPage: index,
    limit: rules.STORIES_PAGE_SIZE,
    ...extra,
  })

describe('GetStories (spec 1 §7) against the database', () => {
  it('pages through the index 4 at a time by cursor, newest first, each published story once', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    const totals: number[] = []
    do {
      const page: import('@/features/stories/list').StoryListPage = await read({
        cursor: cursor ? rules.decodeCursor(cursor) : null,
      })
      expect(page.stories.length).toBeLessThanOrEqual(4)
      totals.push(page.total)
      seen.push(...page.stories.map((s) => s.href))
      cursor = page.pageInfo.hasNext ? page.pageInfo.endCursor : null
    } while (cursor)
    expect(totals).toEqual([11, 11, 11])
    expect(seen).toHaveLength(11)
    expect(new Set(seen).size).toBe(11)
    expect(seen[0]).toBe('/nyheter/same-day') // same date as s10, higher id first
    expect(seen[1]).toBe('/nyheter/s10')
    expect(seen.at(-1)).toBe('/nyheter/s1')
    expect(seen).not.toContain('/nyheter/draft')
    expect(seen).not.toContain('/nyheter/elsewhere')
  })

  it('filters by any of the chosen tags, with the filtered total', async () => {
    const elbil = await read({ tags: [tag.elbil!], limit: 20 })
    expect(elbil.stories.map((s) => s.href)).toEqual(['/nyheter/same-day', '/nyheter/s9', '/nyheter/s6', '/nyheter/s3'])
    expect(elbil.total).toBe(4)
    const either = await read({ tags: [tag.elbil!, tag.event!], limit: 20 })
    expect(either.total).toBe(4 + 3)
    expect(either.stories.every((s) => s.tags.includes(tag.elbil!) || s.tags.includes(tag.event!))).toBe(true)
  })

  it('says nothing for a locale a story is not written in, and prefixes paths with `localize`', async () => {
    const en = await read({ locale: 'en-GB', localize: (p) => '/en' + p })
    expect(en.stories).toEqual([])
    await payload.update({ collection: 'pages', id: index, locale: 'en-GB', data: { title: 'News', slug: 'news' } })
    await payload.update({ collection: 'stories', id: story.s10!, locale: 'en-GB', data: { title: 'Title s10' } })
    const after = await read({ locale: 'en-GB', localize: (p) => '/en' + p })
    expect(after.stories.map((s) => [s.title, s.href])).toEqual([['Title s10', '/en/news/s10']])
  })

  it('reads the tags of the site (getTags)', async () => {
    expect((await list.readStoryTags(payload, se.id, 'sv-SE')).map((t) => t.key)).toEqual(['dack', 'elbil', 'event'])
  })

  it('gives the previous (older) and next (newer) article under the same index (getPrev/getNext)', async () => {
    const s5 = await payload.findByID({ collection: 'stories', id: story.s5!, depth: 0 })
    const { prev, next } = await list.readNeighbours(payload, s5, 'sv-SE')
    expect(prev?.href).toBe('/nyheter/s4')
    expect(next?.href).toBe('/nyheter/s6')
    const newest = await payload.findByID({ collection: 'stories', id: story['same-day']!, depth: 0 })
    expect((await list.readNeighbours(payload, newest, 'sv-SE')).next).toBeNull()
  })
})
