import { describe, expect, it } from 'vitest'
import { pageRenderTags } from './page-tags'
import { changedRenderTags, SEARCH_RENDER_TAGS } from './search-tags'
import { renderTags, validTag } from './tags'

describe('render tags', () => {
  it('names are valid feed topics; odd input is not', () => {
    for (const tag of [renderTags.site(3), renderTags.page(12), renderTags.car('ABC-123_x.1'), renderTags.cars, 'all'])
      expect(validTag(tag)).toBe(true)
    for (const tag of ['', 'Site:1', 'page:', 'page:1 2', 'page:1:2', `car:${'x'.repeat(101)}`])
      expect(validTag(tag)).toBe(false)
  })

  it('a page edit reaches the page; a change other pages show reaches its site', () => {
    const before = { id: 7, path: '/om-oss', title: 'Om oss', _status: 'published', layout: [1] }
    expect(pageRenderTags({ ...before, layout: [2] } as never, before, false)).toEqual({
      tags: ['page:7'],
      reachesShell: false,
    })
    expect(pageRenderTags({ ...before, title: 'Om företaget' }, before, false)).toEqual({
      tags: ['page:7'],
      reachesShell: true,
    })
    expect(pageRenderTags({ ...before, path: '/om' }, before, false).reachesShell).toBe(true)
    expect(pageRenderTags({ ...before, _status: 'draft' }, before, false).reachesShell).toBe(true)
    expect(pageRenderTags(before, null, false).reachesShell).toBe(true)
    expect(pageRenderTags(before, null, true)).toEqual({ tags: ['page:7'], reachesShell: true })
  })

  it('the search feed reaches each changed car, the car lists, the dealer pages; a reload everything of theirs', () => {
    expect(
      changedRenderTags([
        { entity: 'cars', op: 'upsert', key: 'A1' },
        { entity: 'cars', op: 'delete', key: 'B2' },
      ]).sort(),
    ).toEqual(['car:A1', 'car:B2', 'cars'])
    expect(changedRenderTags([{ entity: 'dealer_sites', op: 'upsert', key: '9' }])).toEqual(['dealers'])
    expect(changedRenderTags([{ entity: 'cars', op: 'reload', key: null }])).toEqual([...SEARCH_RENDER_TAGS])
    expect(changedRenderTags([], true)).toEqual([...SEARCH_RENDER_TAGS])
  })
})
