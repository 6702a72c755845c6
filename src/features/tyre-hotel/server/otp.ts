/**
 * One-time code rules: a four-digit code is guessable unless the server makes
 * guessing not worth it. Codes come from a CSPRNG, are stored only as an HMAC keyed by a server
 * secret and bound to their login, live 10 minutes, are used once and die after 5 tries (each try
 * is counted before the comparison, so at most 5 wrong ones), and a plate gets at most 10 codes per
 * 24 hours: at most 50 guesses a day of 10,000 (0.5 %).
 */
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto'
import { constantTimeEqual, type TyreHotelKeys } from './crypto'

/** Spec 2 §9: "Code length: 4". */
export const CODE_LENGTH = 4
export const CODE_TTL_MS = 10 * 60_000
export const MAX_TRIES = 5
export const MAX_CODES_PER_PLATE = 10
export const CODE_WINDOW_MS = 24 * 3_600_000
/** How long a search answer (`encryptedPhoneNumber`) can be used to ask for a code. */
export const SEARCH_TTL_MS = 15 * 60_000
/** How long a validated session lasts. */
export const SESSION_TTL_MS = 60 * 60_000

/** A uniformly random code of four digits ('0000'–'9999') from the CSPRNG (crypto.randomInt). */
export function newCode(random: (max: number) => number = randomInt): string {
  return String(random(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0')
}

/** The login's bearer secret (`authorizationToken`): 256 random bits; the database keeps only its SHA-256. */
export function newAuthorizationToken(): string {
  return randomBytes(32).toString('base64url')
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** What is stored of a code: HMAC(key, login ‖ code). Without the key the 10,000 candidates cannot be tried offline. */
export function codeDigest(keys: TyreHotelKeys, loginHash: string, code: string): string {
  return createHmac('sha256', keys.code).update(`${loginHash}:${code}`).digest('hex')
}

/** Whether `code` is the one whose digest is stored: compared in constant time. */
export function codeMatches(keys: TyreHotelKeys, loginHash: string, code: string, storedDigest: string): boolean {
  return constantTimeEqual(Buffer.from(codeDigest(keys, loginHash, code), 'hex'), Buffer.from(storedDigest, 'hex'))
}

/** Whether the plate may get another code now, given when its recent codes were issued; else how long to wait. */
export function plateCodeBudget(
  issued: readonly Date[],
  now: Date,
): { allowed: true } | { allowed: false; retryAfterMs: number } {
  const inWindow = issued
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - CODE_WINDOW_MS)
    .sort((a, b) => a - b)
  if (inWindow.length < MAX_CODES_PER_PLATE) return { allowed: true }
  // The window frees a place when the oldest code that keeps it full leaves it.
  const freeing = inWindow[inWindow.length - MAX_CODES_PER_PLATE]
  return { allowed: false, retryAfterMs: Math.max(1000, freeing + CODE_WINDOW_MS - now.getTime()) }
}

export type CodeState = { expiresAt: Date; tries: number; usedAt: Date | null }

/** Why a stored code can no longer be tried, or null while it can. */
export function codeRefusal(code: CodeState, now: Date): 'used' | 'dead' | 'expired' | null {
  if (code.usedAt) return 'used'
  if (code.tries >= MAX_TRIES) return 'dead'
  if (now.getTime() >= code.expiresAt.getTime()) return 'expired'
  return null
}
