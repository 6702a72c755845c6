/**
 * The proxy's own answers. Every one carries the security headers; an answer with nothing to run gets a CSP that
 * allows nothing, a rewrite to a page gets a fresh nonce that Next.js puts on its scripts.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { heldBackMessage, holdBackIfOverBudget, noteAnswer } from '@/platform/refusal-gate'
import {
  baseSecurityHeaders,
  newNonce,
  NOTHING_CSP,
  permissionsPolicy,
  PRIVATE_ANSWER_HEADERS,
  sitePageCsp,
} from '@/platform/security-headers'
import { NONCE_HEADER } from '@/sites/request'
import { PRIVATE_KINDS } from '@/routing/kinds'

export function secured<R extends NextResponse>(response: R, csp = NOTHING_CSP, routeKind: string | null = null): R {
  for (const [key, value] of baseSecurityHeaders()) response.headers.set(key, value)
  response.headers.set('content-security-policy', csp)
  response.headers.set('permissions-policy', permissionsPolicy(routeKind))
  return response
}

/** A permanent redirect with the Location as given: the redirect engine already made it percent-encoded ASCII. */
export function permanent(location: string, status: 301 | 308 = 301) {
  return secured(new NextResponse(null, { status, headers: { location } }))
}

export function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return secured(
    new NextResponse(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } }),
  )
}

/** A request refused as malformed: counted against the caller's refusal budget, held back and answered 429 once that is used up. */
export async function refused(request: NextRequest, message: string) {
  const wait = await holdBackIfOverBudget(request.headers, request.signal)
  if (wait !== null) return plain(429, heldBackMessage(wait), { 'retry-after': String(wait) })
  noteAnswer(request.headers, 400)
  return plain(400, message)
}

/**
 * A rewrite to the internal route with this request's CSP nonce: Next.js reads the nonce from the request's
 * Content-Security-Policy header and puts it on its own scripts; the layout reads it from x-nonce. A page the
 * render cache stores is answered with a policy of its scripts' hashes instead (src/platform/render-cache/script-hashes.ts).
 * A page of a private kind (a token or an address on it) gets the private answer's headers.
 */
export function rewrite(internal: URL, requestHeaders: Headers, routeKind: string | null = null) {
  const nonce = newNonce()
  const csp = sitePageCsp({ nonce })
  requestHeaders.set(NONCE_HEADER, nonce)
  requestHeaders.set('content-security-policy', csp)
  const response = secured(NextResponse.rewrite(internal, { request: { headers: requestHeaders } }), csp, routeKind)
  if (routeKind !== null && (PRIVATE_KINDS as ReadonlySet<string>).has(routeKind))
    for (const [key, value] of PRIVATE_ANSWER_HEADERS) response.headers.set(key, value)
  return response
}
