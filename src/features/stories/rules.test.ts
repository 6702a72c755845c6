import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  articleBackPath,
  articleJsonLd,
  decodeCursor,
  encodeCursor,
  neighbours,
  pageOf,
  STORIES_PAGE_SIZE,
  storiesWhere,
  toggleTag,
} from './rules'

const story = (id: number, date: string) => ({ id, date: `${date}T08:00:00.000Z` })

describe('cursor paging (spec 1 §3 "Story list page", §7 GetStories)', () => {
  it('round-trips a cursor and rejects anything it did not make', () => {
    const c = { date: '2025-02-12T08:00:00.000Z', id: 42 }
    expect(decodeCursor(encodeCursor(c))).toEqual(c)
    for (const bad of [
      '',
      'x',
      'not a cursor!',
      Buffer.from('2025|1').toString('base64url'),
      Buffer.from('2025-02-12T08:00:00.000Z|-1').toString('base64url'),
      'A'.repeat(200),
    ]) {
      expect(decodeCursor(bad)).toBeNull()
    }
  })

  it('round-trips any date and id', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (d, id) => {
          expect(decodeCursor(encodeCursor({ date: d.toISOString(), id }))).toEqual({ date: d.toISOString(), id })
        },
      ),
    )
  })

  it('pages of 4 cover every story once, newest first, and the last page has no next', () => {
    const all = Array.from({ length: 10 }, (_, i) => story(i + 1, `2025-0${1 + (i % 3)}-1${i % 2}`)).sort((a, b) =>
      a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1,
    )
    const seen: number[] = []
    let cursor: ReturnType<typeof decodeCursor> = null
    let pages = 0
    for (;;) {
      const after = cursor
      const rows = all
        .filter((s) => !after || s.date < after.date || (s.date === after.date && s.id < after.id))
        .slice(0, STORIES_PAGE_SIZE + 1)
      const page = pageOf(rows, STORIES_PAGE_SIZE)
      pages++
      seen.push(...page.items.map((s) => s.id))
      if (!page.pageInfo.hasNext) {
        expect(page.pageInfo.endCursor).toBeNull()
        break
      }
      cursor = decodeCursor(page.pageInfo.endCursor!)
    }
    expect(pages).toBe(3)
    expect(seen).toEqual(all.map((s) => s.id))
  })

  it('builds the filter: site, published, index page, any of the tags, after the cursor', () => {
    const where = storiesWhere({
      siteId: 1,
      indexPage: 7,
      tags: [3, 4, 3],
      cursor: { date: '2025-01-01T00:00:00.000Z', id: 9 },
    })
    expect(where).toEqual({
      and: [
        { site: { equals: 1 } },
        { _status: { equals: 'published' } },
        { indexPage: { equals: 7 } },
        { tags: { in: [3, 4] } },
        {
          or: [
            { date: { less_than: '2025-01-01T00:00:00.000Z' } },
            { and: [{ date: { equals: '2025-01-01T00:00:00.000Z' } }, { id: { less_than: 9 } }] },
          ],
        },
      ],
    })
    expect(storiesWhere({ siteId: 1, tags: [] })).toEqual({
      and: [{ site: { equals: 1 } }, { _status: { equals: 'published' } }],
    })
  })
})

describe('tag chips (spec 1 §2: show all plus one per tag, multi-select)', () => {
  it('adds and removes a tag; show all clears the choice', () => {
    expect(toggleTag([], 3)).toEqual([3])
    expect(toggleTag([3], 5)).toEqual([3, 5])
    expect(toggleTag([3, 5], 3)).toEqual([5])
    expect(toggleTag([3, 5], 'all')).toEqual([])
  })
})

describe('previous and next article (spec 1 §7 getPrev/getNext)', () => {
  const list = [story(1, '2025-01-01'), story(2, '2025-03-01'), story(3, '2025-02-01'), story(4, '2025-03-01')]
  it('previous is older, next is newer; ties go by id', () => {
    expect(neighbours(list, 3)).toEqual({ prev: list[0], next: list[1] })
    expect(neighbours(list, 2)).toEqual({ prev: list[2], next: list[3] })
  })
  it('has none at the ends or for an unknown story', () => {
    expect(neighbours(list, 1).prev).toBeNull()
    expect(neighbours(list, 4).next).toBeNull()
    expect(neighbours(list, 99)).toEqual({ prev: null, next: null })
  })
})

describe('back button (spec 1 §2: parent path two levels up)', () => {
  it('leads from an article to its stories index', () => {
    expect(articleBackPath('/nyheter/nya-xc60')).toBe('/nyheter')
    expect(articleBackPath('/nyheter/nya-xc60/')).toBe('/nyheter')
    expect(articleBackPath('/om-oss/nyheter/a')).toBe('/om-oss/nyheter')
    expect(articleBackPath('/a')).toBe('/')
  })
})

describe('Article JSON-LD', () => {
  it('names headline, dates, author, image and the page', () => {
    const ld = articleJsonLd({
      title: 'T',
      description: 'D',
      date: '2025-02-12T08:00:00.000Z',
      author: 'Johan Berg',
      image: 'https://x/i.webp',
      url: 'https://x/nyheter/t',
    })
    expect(ld).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      description: 'D',
      datePublished: '2025-02-12T08:00:00.000Z',
      author: { name: 'Johan Berg' },
      image: ['https://x/i.webp'],
    })
    expect(articleJsonLd({ title: 'T', date: '2025-02-12', url: 'u' })).not.toHaveProperty('author')
  })
})
