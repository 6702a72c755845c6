import { describe, expect, it, vi } from 'vitest'
import { internalOnly } from './http'
import {
  INTERNAL_CALL_HEADER,
  internalCallHeaders,
  internalCallToken,
  internalCallTokenFor,
  isInternalCall,
} from './internal-call'

describe('internal calls (the proxy to /api/platform/*)', () => {
  it('derives one token per secret, which shows nothing of the secret', () => {
    expect(internalCallTokenFor('secret-a')).toBe(internalCallTokenFor('secret-a'))
    expect(internalCallTokenFor('secret-a')).not.toBe(internalCallTokenFor('secret-b'))
    expect(internalCallTokenFor('secret-a')).not.toContain('secret')
  })

  it("takes the proxy's token only", () => {
    expect(isInternalCall(new Headers(internalCallHeaders()))).toBe(true)
    for (const value of [
      null,
      '',
      'guess',
      internalCallToken().slice(1),
      `${internalCallToken()}x`,
      internalCallTokenFor(''),
    ]) {
      expect(isInternalCall(new Headers(value === null ? {} : { [INTERNAL_CALL_HEADER]: value }))).toBe(false)
    }
  })

  it('answers anyone else 404 before the handler runs', async () => {
    const handler = vi.fn(async () => Response.json({ sites: {} }))
    const route = internalOnly(handler)
    const url = 'http://127.0.0.1:3000/api/platform/redirects'
    for (const headers of [{}, { [INTERNAL_CALL_HEADER]: 'guess' }, { 'x-forwarded-for': '127.0.0.1' }] as Record<
      string,
      string
    >[]) {
      const refused = await route(new Request(url, { headers }))
      expect(refused.status).toBe(404)
      expect(await refused.json()).toEqual({ error: 'Not found.' })
    }
    expect(handler).not.toHaveBeenCalled()
    expect((await route(new Request(url, { headers: internalCallHeaders() }))).status).toBe(200)
  })
})
