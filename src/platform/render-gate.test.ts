/** The render budget as the proxy meets it (src/proxy.ts); the window arithmetic is in rate-limit.test.ts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from './kv'
import { RATE_LIMIT_DEFAULTS, resolveLimits } from './rate-limit-config'
import { refusalBudget, resetRefusalBudget } from './refusal-gate'
import { renderRefusal } from './render-gate'
import { createRateLimiter } from './sliding-window'

const WINDOW = 60_000
const start = 1_700_000_000_000 - (1_700_000_000_000 % WINDOW)
const setup = (limit = '3/60') => {
  let now = start
  const limiter = createRateLimiter({
    store: createMemoryStore({ clock: () => now }),
    limits: resolveLimits({ RATE_LIMIT_RENDER_IP: limit }, () => {}),
    clock: () => now,
  })
  return { limiter, advance: (ms: number) => void (now += ms) }
}
const from = (address: string) => new Headers({ 'x-forwarded-for': address })

beforeEach(() => {
  vi.stubEnv('RATE_LIMIT_REFUSAL_IP', '2/60')
  vi.stubEnv('REFUSAL_HOLD_MS', '1')
  resetRefusalBudget()
})
afterEach(() => {
  vi.unstubAllEnvs()
  resetRefusalBudget()
})

describe('render budget', () => {
  it("lets an address's renders through up to the limit, then tells it how long to wait", async () => {
    const { limiter, advance } = setup()
    for (let i = 0; i < 3; i++) expect(await renderRefusal(from('198.51.100.1'), undefined, limiter)).toBeNull()
    // Three renders at the window's start: one frees when a third of the window has slid past the next boundary.
    expect(await renderRefusal(from('198.51.100.1'), undefined, limiter)).toBe(80)
    // Another address has its own budget.
    expect(await renderRefusal(from('198.51.100.2'), undefined, limiter)).toBeNull()
    advance(2 * WINDOW)
    expect(await renderRefusal(from('198.51.100.1'), undefined, limiter)).toBeNull()
  })

  it('counts refused renders against the refusal budget, which then holds the address back', async () => {
    const { limiter } = setup('1/60')
    expect(await renderRefusal(from('198.51.100.3'), undefined, limiter)).toBeNull()
    expect(await renderRefusal(from('198.51.100.3'), undefined, limiter)).toBe(120)
    expect(await renderRefusal(from('198.51.100.3'), undefined, limiter)).toBe(120)
    expect(refusalBudget()!.exceeded('198.51.100.3')).toBe(true)
    const holdBack = vi.spyOn(refusalBudget()!, 'holdBack')
    // Held back, and told to wait as long as the refusal budget needs to forget it.
    expect(await renderRefusal(from('198.51.100.3'), undefined, limiter)).toBe(refusalBudget()!.retryAfterSeconds)
    expect(holdBack).toHaveBeenCalledOnce()
  })

  it('by default lets a person browse and a crawler address fetch one page a second, but not a render loop', () => {
    const { points, seconds } = RATE_LIMIT_DEFAULTS['render-ip']
    expect(points / seconds).toBeGreaterThanOrEqual(1)
    expect(points).toBeLessThanOrEqual(120)
    expect(resolveLimits({ RATE_LIMIT_RENDER_IP: '1000/60' }, () => {})['render-ip']).toMatchObject({
      points: 1000,
      seconds: 60,
    })
    expect(resolveLimits({ RATE_LIMIT_MULTIPLIER: '0' }, () => {})['render-ip'].points).toBeNull()
  })
})
