import { describe, expect, it, vi } from 'vitest'
import { clearLocal } from '@/platform/invalidation'
import { invalidateRenderTags } from '@/platform/render-cache/registry'
import { renderTags } from '@/platform/render-cache/tags'
import { keptContent } from './kept-content'

let keys = 0
const keptAfter = async (invalidate: () => void) => {
  const key = `k${++keys}`
  const load = vi.fn(async () => 'page')
  await keptContent(key, load)
  invalidate()
  await keptContent(key, load)
  return load.mock.calls.length === 1
}

describe('content kept between renders', () => {
  it("survives a car's invalidation: car changes do not touch pages or stories", async () => {
    expect(await keptAfter(() => invalidateRenderTags([renderTags.car('1000303'), renderTags.cars]))).toBe(true)
  })

  it('is dropped by any other invalidation of rendered pages and by the shell and sites topics', async () => {
    expect(await keptAfter(() => invalidateRenderTags([renderTags.stories(1)]))).toBe(false)
    expect(await keptAfter(() => invalidateRenderTags([renderTags.car('1'), renderTags.page(4)]))).toBe(false)
    expect(await keptAfter(() => clearLocal('shell'))).toBe(false)
    expect(await keptAfter(() => clearLocal('sites'))).toBe(false)
  })
})
