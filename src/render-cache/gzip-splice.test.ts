import { randomBytes } from 'node:crypto'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { nonceOffsets, withNonce } from './nonce'
import { gzipWithNonce, spliceGzip } from './gzip-splice'

const newNonce = () => randomBytes(16).toString('base64')

/** A page of the shape the render cache stores: markup, repeated framework data, the nonce on every inline script. */
function page(nonce: string, scripts: number, seed: number): Uint8Array<ArrayBuffer> {
  let html = `<!DOCTYPE html><html lang="sv-SE"><head><script nonce="${nonce}">boot()</script></head><body>`
  for (let i = 0; i < scripts; i++) {
    html += `<section><h2>Volvo XC60 ${(i * 7919 + seed) % 1000}</h2><p>Köp bil hos Bilgruppen i Göteborg – ${'pris '.repeat(i % 5)}</p></section>`
    html += `<script nonce="${nonce}">self.__next_f.push([1,"${'x'.repeat((i * 131 + seed) % 400)}\\"nonce\\":\\"${nonce}\\""])</script>`
  }
  return new Uint8Array(Buffer.from(html + '</body></html>'))
}

describe('a stored page compressed once, answered with fresh nonces (issue 19)', () => {
  it('gunzips to the page with the fresh nonce in every place, whatever the page and the nonce', () => {
    for (let seed = 0; seed < 20; seed++) {
      const rendered = newNonce()
      const body = page(rendered, seed * 7, seed)
      const offsets = nonceOffsets(body, rendered)
      const spliced = spliceGzip(body, offsets, rendered.length)
      for (let answer = 0; answer < 3; answer++) {
        const fresh = newNonce()
        const expected = Buffer.from(withNonce(body, offsets, rendered.length, fresh))
        expect(zlib.gunzipSync(gzipWithNonce(spliced, fresh)).equals(expected), `seed ${seed}`).toBe(true)
      }
    }
  })

  it('copes with a nonce at the very start and end, nonces side by side, and a page without any', () => {
    const n = newNonce()
    const body = Buffer.from(`${n}${n}<p>a</p>${n}`)
    const spliced = spliceGzip(body, nonceOffsets(body, n), n.length)
    const fresh = newNonce()
    expect(zlib.gunzipSync(gzipWithNonce(spliced, fresh)).toString()).toBe(`${fresh}${fresh}<p>a</p>${fresh}`)
    const plain = Buffer.from('<p>no scripts</p>'.repeat(100))
    expect(zlib.gunzipSync(gzipWithNonce(spliceGzip(plain, [], 0), fresh)).equals(plain)).toBe(true)
  })

  it('costs a few dozen bytes a nonce against compressing the whole page at once (the pieces refer back across the nonces)', () => {
    const rendered = newNonce()
    const body = page(rendered, 200, 1)
    const offsets = nonceOffsets(body, rendered)
    const whole = zlib.gzipSync(body, { level: 6 }).length
    const spliced = gzipWithNonce(spliceGzip(body, offsets, rendered.length), newNonce()).length
    // Each piece starts new blocks (their code tables) and ends with a flush; the nonce's block is 5 + 24 bytes.
    expect(spliced - whole).toBeLessThan(offsets.length * 64)
    // Without the window of what came before, every piece would start from nothing.
    const cold = offsets.reduce((sum, at, i) => sum + zlib.deflateRawSync(body.subarray(i ? offsets[i - 1] + rendered.length : 0, at)).length, 0)
    expect(spliced).toBeLessThan(cold)
  })
})
