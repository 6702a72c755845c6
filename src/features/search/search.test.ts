import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAnswerCache } from './cache'
import { SearchQueryError } from './contract'
import { search, stopSearch } from './search'
import { SearchService } from './service'
import { log as logger } from '@/platform/log/logger'

const holder = globalThis as unknown as { __searchService?: SearchService }

afterEach(async () => {
  vi.restoreAllMocks()
  await stopSearch()
})

describe('search()', () => {
  it('answers an engine failure with empty facets and content and zero totals, and logs it (spec 1 §8)', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => {})
    holder.__searchService = new SearchService({
      payload: () => Promise.reject(new Error('database unreachable')),
      log: () => {},
    })
    const answer = await search({ index: 'cars-se', limit: 48, offset: 96, facets: [{ name: 'car_brand' }] })
    expect(answer).toEqual({ facet: [], content: [], total_items: 0, limit: 48, offset: 96 })
    expect(log).toHaveBeenCalledWith(
      { err: expect.objectContaining({ message: 'database unreachable' }) },
      'search failed for index cars-se',
    )
    expect(holder.__searchService.health()).toMatchObject({ ready: false, error: 'database unreachable' })
  })

  it('throws SearchQueryError for an invalid query before touching the engine', async () => {
    holder.__searchService = new SearchService({ payload: () => Promise.reject(new Error('must not be called')) })
    await expect(search({ index: 'cars-xx' })).rejects.toBeInstanceOf(SearchQueryError)
    await expect(search({ index: 'cars-se', offset: -1 })).rejects.toThrow(/offset/)
  })
})

describe('answer cache', () => {
  it('keeps answers in memory until cleared', async () => {
    const cache = createAnswerCache({ log: () => {} })
    const answer = { facet: [], content: [{ car_id: '1' }], total_items: 1, limit: 24, offset: 0 }
    await cache.set('k', answer)
    expect(await cache.get('k')).toEqual(answer)
    cache.clear()
    expect(await cache.get('k')).toBeUndefined()
  })

  it('falls back to memory when Redis is unreachable', async () => {
    const logs: string[] = []
    const cache = createAnswerCache({ redisUrl: 'redis://127.0.0.1:1', log: (m) => logs.push(m) })
    const answer = { facet: [], content: [], total_items: 0, limit: 24, offset: 0 }
    await cache.set('k', answer)
    expect(await cache.get('k')).toEqual(answer)
    expect(logs).toEqual(['search: Redis cache unavailable, using the in-memory cache'])
    await cache.close()
  })
})
