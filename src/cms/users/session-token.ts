/**
 * Whether a request carries a signed-in editor's session, decided without the database: the admin's
 * `payload-token` cookie is a JWT that Payload signs with HS256 under a key derived from PAYLOAD_SECRET
 * (node_modules/payload/dist/index.js: the first 32 hex digits of the secret's SHA-256; auth/jwt.js).
 * The proxy lets such requests render past the per-address render budget (src/platform/render-gate.ts):
 * an editor's live preview re-renders on every autosave, every 800 ms while typing. Only the signature,
 * the expiry and the collection are checked; a session ended early still passes until its token expires,
 * which is all a render budget needs. React-, Next- and Payload-free.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/** Payload's cookie name (its default prefix, `payload`); src/platform/render-cache/page-request.ts names it too. */
export const SESSION_COOKIE = 'payload-token'

/** The HS256 key Payload signs with for this secret. */
const signingKey = (secret: string) => Buffer.from(createHash('sha256').update(secret).digest('hex').slice(0, 32))

const json = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** True for an unexpired editor's token signed with `secret`; false for anything else, a missing secret included. */
export function validEditorToken(
  token: string | undefined,
  secret: string | undefined,
  nowSeconds = Date.now() / 1000,
): boolean {
  if (!token || !secret || token.length > 4096) return false
  const parts = token.split('.')
  if (parts.length !== 3) return false
  const [header, payload, signature] = parts
  const expected = createHmac('sha256', signingKey(secret)).update(`${header}.${payload}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
  if (json(header)?.alg !== 'HS256') return false
  const claims = json(payload)
  return claims?.collection === 'users' && typeof claims.exp === 'number' && claims.exp > nowSeconds
}
