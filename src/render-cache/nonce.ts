/**
 * A stored page carries the CSP nonce it was rendered with, in its script tags and in the framework's
 * data. Each answer gets a fresh nonce (issue 18 §5): every occurrence of the render's nonce becomes
 * the response's. A nonce is 128 random bits in base64, so it occurs nowhere else in a page. The page is
 * kept as bytes with the nonce's places found once, when it is stored: an answer is then one copy of the
 * bytes, not a search of the text and its encoding again (the render cache's hits are most requests).
 */

/** Where the nonce starts in the page's bytes (none without a nonce). */
export function nonceOffsets(body: Uint8Array, nonce: string | null): number[] {
  if (!nonce) return []
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const offsets: number[] = []
  for (let at = bytes.indexOf(nonce, 0, 'latin1'); at >= 0; at = bytes.indexOf(nonce, at + nonce.length, 'latin1')) offsets.push(at)
  return offsets
}

/** The page with `fresh` in each place the rendered nonce (`length` bytes) was. */
export function withNonce(body: Uint8Array<ArrayBuffer>, offsets: readonly number[], length: number, fresh: string): Uint8Array<ArrayBuffer> {
  if (!offsets.length) return body
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength)
  const nonce = Buffer.from(fresh, 'latin1')
  const parts: Uint8Array[] = []
  let from = 0
  for (const at of offsets) {
    parts.push(bytes.subarray(from, at), nonce)
    from = at + length
  }
  parts.push(bytes.subarray(from))
  return Buffer.concat(parts)
}

/** The nonce a page's policy names (the fill's answer, src/platform/security-headers.ts makes it), or null. */
export function nonceOf(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(csp ?? '')?.[1] ?? null
}
