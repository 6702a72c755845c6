import { describe, expect, it } from 'vitest'
import { newNonce, nonceOf, sitePageCsp } from '@/platform/security-headers'
import { swapNonce } from './nonce'

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

  it('reads the nonce back from the policy, and each response gets its own', () => {
    const nonce = newNonce()
    expect(nonceOf(sitePageCsp(nonce, { NODE_ENV: 'production' }))).toBe(nonce)
    expect(nonceOf("default-src 'none'")).toBeNull()
    expect(new Set(Array.from({ length: 100 }, newNonce)).size).toBe(100)
  })
})
