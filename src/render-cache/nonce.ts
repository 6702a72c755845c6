/**
 * A stored page carries the CSP nonce it was rendered with, in its script tags and in the framework's
 * data. Each answer gets a fresh nonce (issue 18 §5): every occurrence of the render's nonce becomes
 * the response's. A nonce is 128 random bits in base64, so it occurs nowhere else in a page.
 */
export function swapNonce(body: string, rendered: string | null, fresh: string): string {
  return rendered ? body.replaceAll(rendered, fresh) : body
}

/** The nonce a page's policy names (the fill's answer, src/platform/security-headers.ts makes it), or null. */
export function nonceOf(csp: string | null): string | null {
  return /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(csp ?? '')?.[1] ?? null
}
