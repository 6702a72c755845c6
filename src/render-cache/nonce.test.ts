import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { nonceOf, swapNonce } from './nonce'

/** As src/platform/security-headers.ts makes them: 128 random bits, base64. */
const newNonce = () => randomBytes(16).toString('base64')

describe('a cached page answered with a fresh nonce (issue 18 §5)', () => {
  it('replaces every occurrence of the nonce it was rendered with', () => {
    const rendered = newNonce()
    const body = `<script nonce="${rendered}">a()</script><script src="/_next/x.js" nonce="${rendered}" async></script><script nonce="${rendered}">self.__next_f.push([1,"\\"nonce\\":\\"${rendered}\\""])</script>`
    const fresh = newNonce()
    const answered = swapNonce(body, rendered, fresh)
    expect(answered).not.toContain(rendered)
    expect(answered.split(fresh)).toHaveLength(5)
    expect(answered.replaceAll(fresh, rendered)).toBe(body)
  })

  it('leaves a page without a nonce as it is', () => {
    expect(swapNonce('<p>x</p>', null, newNonce())).toBe('<p>x</p>')
  })

  it('reads the nonce back from the policy', () => {
    const nonce = newNonce()
    expect(nonceOf(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)).toBe(nonce)
    expect(nonceOf("default-src 'none'")).toBeNull()
  })
})
