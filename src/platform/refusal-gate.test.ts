/** The refusal budget as route handlers meet it (src/platform/http.ts `guarded`); its arithmetic is in refusal-budget.test.ts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guarded } from './http'
import { countsAsRefusal, refusalBudget, resetRefusalBudget } from './refusal-gate'

const from = (address: string) =>
  new Request('http://127.0.0.1/api/x', { method: 'POST', headers: { 'x-forwarded-for': address } })

beforeEach(() => {
  vi.stubEnv('RATE_LIMIT_REFUSAL_IP', '3/60')
  vi.stubEnv('REFUSAL_HOLD_MS', '1')
  resetRefusalBudget()
})
afterEach(() => {
  vi.unstubAllEnvs()
  resetRefusalBudget()
})

describe('guarded route handlers', () => {
  it("counts the handler's refusals and, past the budget, answers 429 without running it", async () => {
    const handler = vi.fn(async () => Response.json({ error: 'x: is too big' }, { status: 400 }))
    const route = guarded(handler)
    for (let i = 0; i < 3; i++) expect((await route(from('198.51.100.1'))).status).toBe(400)
    const held = await route(from('198.51.100.1'))
    expect(held.status).toBe(429)
    expect(held.headers.get('retry-after')).toBe('120')
    expect((await held.json()).error).toMatch(/Too many refused requests/)
    expect(handler).toHaveBeenCalledTimes(3)
    // Another address has its own budget.
    expect((await route(from('198.51.100.2'))).status).toBe(400)
    expect(handler).toHaveBeenCalledTimes(4)
  })

  it('does not count answers that are not refusals', async () => {
    const statuses = [200, 404, 409, 200, 404, 409]
    const route = guarded(async () => new Response(null, { status: statuses.shift() }))
    for (let i = 0; i < 6; i++) await route(from('198.51.100.3'))
    expect(refusalBudget()!.exceeded('198.51.100.3')).toBe(false)
    expect([400, 401, 403, 413, 429].every(countsAsRefusal)).toBe(true)
  })

  it('passes the route context through', async () => {
    const route = guarded(async (_request: Request, context: { params: Promise<{ id: string }> }) =>
      Response.json(await context.params),
    )
    expect(await (await route(from('198.51.100.4'), { params: Promise.resolve({ id: '7' }) })).json()).toEqual({
      id: '7',
    })
  })

  it('is off when per-address limits are (RATE_LIMIT_MULTIPLIER=0)', async () => {
    vi.stubEnv('RATE_LIMIT_MULTIPLIER', '0')
    resetRefusalBudget()
    const route = guarded(async () => new Response(null, { status: 400 }))
    for (let i = 0; i < 10; i++) expect((await route(from('198.51.100.5'))).status).toBe(400)
  })
})
