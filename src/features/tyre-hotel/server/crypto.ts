/**
 * The tyre hotel's secrets and sealed values, with node:crypto only:
 * - the search answer's `encryptedPhoneNumber`: AES-256-GCM of the phone number, the plate and an
 *   expiry, so it is useless to anyone but this server (nobody can read it, change it or use it late);
 * - the session token: HMAC-SHA256-signed claims (plate, agreement, expiry), compared in constant time.
 * Keys come from TIREHOTEL_SECRET, or are derived from PAYLOAD_SECRET (HKDF, one key per purpose),
 * so a demo needs no extra setting and no key is ever committed.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto'

export type TyreHotelKeys = { search: Buffer; code: Buffer; session: Buffer }

const MIN_SECRET = 16

/** One 32-byte key per purpose from one secret: a leaked session key says nothing about the code key. */
export function deriveKeys(secret: string): TyreHotelKeys {
  if (secret.length < MIN_SECRET) throw new Error(`the tyre hotel secret must be at least ${MIN_SECRET} characters`)
  const key = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, 'tirehotel', purpose, 32))
  return { search: key('search-token'), code: key('code-hmac'), session: key('session-token') }
}

/** TIREHOTEL_SECRET, else PAYLOAD_SECRET (always set where Payload runs; `npm start` makes one). */
export function keysFromEnv(env: Record<string, string | undefined> = process.env): TyreHotelKeys {
  const secret = env.TIREHOTEL_SECRET || (env.PAYLOAD_SECRET ? `payload:${env.PAYLOAD_SECRET}` : '')
  if (!secret) throw new Error('TIREHOTEL_SECRET or PAYLOAD_SECRET must be set for the tyre hotel')
  return deriveKeys(secret.length >= MIN_SECRET ? secret : secret.padEnd(MIN_SECRET, '.'))
}

const b64 = (bytes: Buffer) => bytes.toString('base64url')
const unb64 = (text: string) => (/^[A-Za-z0-9_-]*$/.test(text) ? Buffer.from(text, 'base64url') : Buffer.alloc(0))

/** A search answer's contents: who gets the code, for which plate. */
export type SearchClaims = { phone: string; plate: string }

const SEARCH_AAD = Buffer.from('tirehotel/search/v1')
const IV = 12
const TAG = 16

/** `encryptedPhoneNumber`: base64url(iv ‖ AES-256-GCM(JSON {p, r, e}) ‖ tag); `e` is the expiry in ms. */
export function sealSearch(keys: TyreHotelKeys, claims: SearchClaims, expiresAt: Date): string {
  const iv = randomBytes(IV)
  const cipher = createCipheriv('aes-256-gcm', keys.search, iv).setAAD(SEARCH_AAD)
  const plain = Buffer.from(JSON.stringify({ p: claims.phone, r: claims.plate, e: expiresAt.getTime() }))
  return b64(Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]))
}

/** The claims of a sealed search answer; 'expired' past its expiry; null when it is not one of ours (or was altered). */
export function openSearch(keys: TyreHotelKeys, sealed: string, now: Date): SearchClaims | 'expired' | null {
  const bytes = unb64(sealed)
  if (bytes.length <= IV + TAG) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys.search, bytes.subarray(0, IV)).setAAD(SEARCH_AAD)
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG))
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV, bytes.length - TAG)), decipher.final()])
    const { p, r, e } = JSON.parse(plain.toString('utf8')) as { p: string; r: string; e: number }
    return now.getTime() >= e ? 'expired' : { phone: p, plate: r }
  } catch {
    return null
  }
}

/** Equal-length buffers compared in constant time; different lengths are simply unequal. */
export function constantTimeEqual(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b)
}

/** The validated session: bound to one plate of one agreement, and (after booking) to its confirmation. */
/** `id`: the session's own random id, which logout puts on the revocation list (./revocation.ts). */
export type SessionClaims = { id: string; plate: string; agreement: number; confirmation?: string; expiresAt: number }

const sign = (keys: TyreHotelKeys, body: string) =>
  createHmac('sha256', keys.session).update(`tirehotel/session/v1.${body}`).digest()

/** A new session's id: 128 random bits. */
export const newSessionId = () => randomBytes(16).toString('base64url')

export function signSession(keys: TyreHotelKeys, claims: SessionClaims): string {
  const body = b64(
    Buffer.from(
      JSON.stringify({
        s: claims.id,
        r: claims.plate,
        a: claims.agreement,
        c: claims.confirmation,
        e: claims.expiresAt,
      }),
    ),
  )
  return `${body}.${b64(sign(keys, body))}`
}

/** The session's claims, or null when the token is not ours, was altered or has expired. */
export function verifySession(keys: TyreHotelKeys, token: string, now: Date): SessionClaims | null {
  const [body, mac, extra] = token.split('.')
  if (!body || !mac || extra !== undefined || !constantTimeEqual(unb64(mac), sign(keys, body))) return null
  try {
    const { s, r, a, c, e } = JSON.parse(unb64(body).toString('utf8')) as {
      s: unknown
      r: unknown
      a: unknown
      c: unknown
      e: unknown
    }
    if (
      typeof s !== 'string' ||
      s.length > 64 ||
      typeof r !== 'string' ||
      typeof a !== 'number' ||
      typeof e !== 'number' ||
      (c !== undefined && typeof c !== 'string')
    )
      return null
    return now.getTime() < e
      ? { id: s, plate: r, agreement: a, confirmation: c as string | undefined, expiresAt: e }
      : null
  } catch {
    return null
  }
}
