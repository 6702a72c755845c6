import { describe, expect, it } from 'vitest'
import { cdnPurger, invalidateRenderTags, onRenderTagsInvalidated, renderStore } from './registry'

describe('invalidation listeners', () => {
  it('hear every invalidation before the store drops its pages, so a render after it reads new data', () => {
    const store = renderStore()
    store.set(
      'http://se.example/a',
      { body: Buffer.from('A'), headers: {}, tags: ['page:1'], scriptHashes: [], etag: '' },
      store.begin(),
    )
    const heard: { tags: readonly string[]; stillStored: boolean }[] = []
    onRenderTagsInvalidated((tags) => heard.push({ tags, stillStored: store.get('http://se.example/a') !== null }))
    expect(invalidateRenderTags(new Set(['page:1', 'site:2']))).toBe(1)
    expect(heard).toEqual([{ tags: ['page:1', 'site:2'], stillStored: true }])
    expect(store.get('http://se.example/a')).toBeNull()
  })

  it('purge the same tags at the CDN once the store has dropped the pages (recorded without a CDN_PURGE_URL)', async () => {
    await cdnPurger().flush()
    invalidateRenderTags(['car:abc', 'cars'])
    invalidateRenderTags(['cars', 'page:7'])
    await cdnPurger().flush()
    const last = cdnPurger().recorded().at(-1)
    expect(last).toMatchObject({ sent: false })
    expect([...(last?.tags ?? [])].sort()).toEqual(['car:abc', 'cars', 'page:7'])
  })
})
