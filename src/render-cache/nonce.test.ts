import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { nonceOf, nonceOffsets, withNonce } from './nonce'

/** As src/platform/security-headers.ts makes them: 128 random bits, base64. */
const newNonce = () => randomBytes(16).toString('base64')

describe('a cached page answered with a fresh nonce (issue 18 §5)', () => {
  it('replaces every occurrence of the nonce it was rendered with, and nothing else', () => {
    const rendered = newNonce()
    const text = `<p>Köp bil</p><script nonce="${rendered}">a()</script><script src="/_next/x.js" nonce="${rendered}" async></script><script nonce="${rendered}">self.__next_f.push([1,"\\"nonce\\":\\"${rendered}\\""])</script>`
    const body = Buffer.from(text)
    const offsets = nonceOffsets(body, rendered)
    expect(offsets).toHaveLength(4)
    const fresh = newNonce()
    const answered = Buffer.from(withNonce(body, offsets, rendered.length, fresh)).toString()
    expect(answered).not.toContain(rendered)
    expect(answered.split(fresh)).toHaveLength(5)
    expect(answered.replaceAll(fresh, rendered)).toBe(text)
    // The stored bytes are not changed: the next answer starts from them again.
    expect(body.toString()).toBe(text)
  })

  it('copes with a fresh nonce of another length', () => {
    const body = Buffer.from('<script nonce="abc">x</script><script nonce="abc"></script>')
    expect(Buffer.from(withNonce(body, nonceOffsets(body, 'abc'), 3, 'defgh')).toString()).toBe('<script nonce="defgh">x</script><script nonce="defgh"></script>')
  })

  it('leaves a page without a nonce as it is', () => {
    const body = Buffer.from('<p>x</p>')
    expect(nonceOffsets(body, null)).toEqual([])
    expect(withNonce(body, [], 0, newNonce())).toBe(body)
  })

  it('reads the nonce back from the policy', () => {
    const nonce = newNonce()
    expect(nonceOf(`default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)).toBe(nonce)
    expect(nonceOf("default-src 'none'")).toBeNull()
  })
})
