/**
 * A stored page carries the CSP nonce it was rendered with, in its script tags and in the framework's
 * data. Each answer gets a fresh nonce (issue 18 §5): every occurrence of the render's nonce becomes
 * the response's. A nonce is 128 random bits in base64, so it occurs nowhere else in a page.
 */
export function swapNonce(body: string, rendered: string | null, fresh: string): string {
  return rendered ? body.replaceAll(rendered, fresh) : body
}
