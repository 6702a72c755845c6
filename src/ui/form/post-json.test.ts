import { afterEach, describe, expect, it, vi } from 'vitest'
import { postJson } from './use-zod-form'

const answer = (status: number, body?: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status }))

afterEach(() => vi.unstubAllGlobals())

describe('postJson', () => {
  it('posts the values as JSON and reports success as nothing to fix', async () => {
    const fetch = answer(200, { ok: true })
    vi.stubGlobal('fetch', fetch)
    await expect(postJson('/api/forms/comhub', { name: 'Ada' })).resolves.toBeUndefined()
    expect(fetch).toHaveBeenCalledWith(
      '/api/forms/comhub',
      expect.objectContaining({
        method: 'POST',
        body: '{"name":"Ada"}',
        headers: { 'content-type': 'application/json' },
      }),
    )
  })

  it('turns a 400 answer into the fields the server refused', async () => {
    vi.stubGlobal('fetch', answer(400, { error: 'phone: invalid', issues: [{ field: 'phone', message: 'invalid' }] }))
    await expect(postJson('/api/forms/comhub', {})).resolves.toEqual({ refused: ['phone'] })
  })

  it('fails on any other answer, so the form says it could not send', async () => {
    vi.stubGlobal('fetch', answer(429))
    await expect(postJson('/api/forms/comhub', {})).rejects.toThrow('429')
  })
})
