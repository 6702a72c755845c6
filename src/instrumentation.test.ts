import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const startInstance = vi.fn()
vi.mock('@/platform/instance', () => ({ startInstance }))
const installEdgeHook = vi.fn()
vi.mock('@/platform/server/edge-hook', () => ({ installEdgeHook }))

const saved = { runtime: process.env.NEXT_RUNTIME, phase: process.env.NEXT_PHASE }
const restore = (name: 'NEXT_RUNTIME' | 'NEXT_PHASE', value: string | undefined) =>
  value === undefined ? delete process.env[name] : (process.env[name] = value)

beforeEach(() => {
  startInstance.mockClear()
  installEdgeHook.mockClear()
})
afterEach(() => {
  restore('NEXT_RUNTIME', saved.runtime)
  restore('NEXT_PHASE', saved.phase)
})

describe('instrumentation register()', () => {
  it('starts the background work in the Node.js runtime of a serving instance', async () => {
    const { register } = await import('./instrumentation')
    process.env.NEXT_RUNTIME = 'nodejs'
    delete process.env.NEXT_PHASE
    await register()
    expect(startInstance).toHaveBeenCalledTimes(1)
    // Stored finance quotations expire by a periodic task.
    expect(startInstance.mock.calls[0][0]).toEqual([
      expect.objectContaining({ name: expect.stringMatching(/expired quotations/), everyMs: 3_600_000 }),
      // Saved searches: the matcher with its digests, and unconfirmed searches expiring.
      expect.objectContaining({ name: expect.stringMatching(/saved searches: matching/), everyMs: 10_000 }),
      expect.objectContaining({ name: expect.stringMatching(/saved searches: deleting unconfirmed/) }),
    ])
    // Under `next start` the server's edge goes in front of Next's request handling (src/platform/server/edge-hook.ts).
    expect(installEdgeHook).toHaveBeenCalledTimes(1)
    // The first register() loads the background work's modules (seconds on a busy machine).
  }, 60_000)

  it('starts nothing on the edge runtime or while `next build` runs', async () => {
    const { register } = await import('./instrumentation')
    process.env.NEXT_RUNTIME = 'edge'
    await register()
    process.env.NEXT_RUNTIME = 'nodejs'
    process.env.NEXT_PHASE = 'phase-production-build'
    await register()
    expect(startInstance).not.toHaveBeenCalled()
    expect(installEdgeHook).not.toHaveBeenCalled()
  })

  it('leaves the edge to the production server when its layers are in front (src/platform/server/layers.ts)', async () => {
    const { register } = await import('./instrumentation')
    ;(await import('@/platform/render-cache/prepared')).announceServerLayers()
    process.env.NEXT_RUNTIME = 'nodejs'
    delete process.env.NEXT_PHASE
    await register()
    expect(startInstance).toHaveBeenCalledTimes(1)
    expect(installEdgeHook).not.toHaveBeenCalled()
  })
})
