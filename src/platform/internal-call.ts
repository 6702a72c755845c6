/**
 * Calls from the app's own proxy to its internal routes (/api/platform/*: the route table, every site's
 * redirect rules, the redirect of a car or dealer address). Those answer nobody else: they hand out
 * every site's rules at once, and each call costs database reads outside the per-address limits. The
 * proxy reaches them by HTTP on INTERNAL_ORIGIN (src/routing/route-table.ts), so the socket does not
 * tell the caller apart (behind a reverse proxy every client arrives from the loopback too); the calls
 * carry a token instead, an HMAC of PAYLOAD_SECRET, so every instance that shares the secret accepts
 * every other's. Without PAYLOAD_SECRET the token is random per process (the proxy and the routes run
 * in one). Never sent to a client. Free of `server-only` and Next.js: the proxy imports it.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** Proxy → app: the internal-call token. */
export const INTERNAL_CALL_HEADER = 'x-internal-call'

/** The token for a secret: an HMAC under its own label, so it reveals nothing of the secret or Payload's keys. */
export const internalCallTokenFor = (secret: string): string =>
  createHmac('sha256', secret).update('internal-call').digest('base64url')

// On globalThis: Next bundles the proxy apart from the route handlers, and both must agree on a random token.
const holder = globalThis as unknown as { __internalCallToken?: string }

/** This process's token. */
export function internalCallToken(): string {
  holder.__internalCallToken ??= internalCallTokenFor(process.env.PAYLOAD_SECRET || randomBytes(32).toString('hex'))
  return holder.__internalCallToken
}

/** The headers the proxy sends on an internal call. */
export const internalCallHeaders = (): Record<string, string> => ({ [INTERNAL_CALL_HEADER]: internalCallToken() })

/** Whether a request carries this process's token (compared in constant time). */
export function isInternalCall(headers: Headers): boolean {
  const given = Buffer.from(headers.get(INTERNAL_CALL_HEADER) ?? '')
  const expected = Buffer.from(internalCallToken())
  return given.length === expected.length && timingSafeEqual(given, expected)
}
