/**
 * Saved searches' rules, free of React, Payload and the database: the canonical form of a query (the same search
 * twice is one search), the car list link of a query, tokens (random ones stored only as their hash, and signed
 * ones for links that every e-mail carries), and when a search's digest goes out.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { SavedQuery } from './contract'

type FilterValue = NonNullable<SavedQuery['filters']>[string]

const normaliseValue = (value: FilterValue): FilterValue => {
  if (Array.isArray(value)) return [...new Set(value.map(String))].sort()
  if (value && typeof value === 'object') {
    if ('not' in value) return { not: [...new Set(value.not.map(String))].sort() }
    const range = value as { min?: number; max?: number }
    return {
      ...(range.min !== undefined ? { min: range.min } : {}),
      ...(range.max !== undefined ? { max: range.max } : {}),
    }
  }
  return [String(value)]
}

/**
 * The canonical form: filter names sorted, a single value as a one-value list, lists as sorted sets of strings,
 * empty lists and open ranges left out, the keyphrase trimmed, lower-cased, its spaces collapsed.
 */
export function canonicalQuery(query: SavedQuery): SavedQuery {
  const filters: Record<string, FilterValue> = {}
  for (const name of Object.keys(query.filters ?? {}).sort()) {
    const value = normaliseValue(query.filters![name])
    if (Array.isArray(value) && value.length === 0) continue
    if (!Array.isArray(value) && typeof value === 'object' && Object.keys(value).length === 0) continue
    filters[name] = value
  }
  const keyphrase = (query.keyphrase ?? '').trim().toLowerCase().replace(/\s+/g, ' ')
  return { filters, ...(keyphrase ? { keyphrase } : {}) }
}

export const queryHash = (canonical: SavedQuery) => createHash('sha256').update(JSON.stringify(canonical)).digest('hex')

/** The car list's query string for a saved query (src/features/cars/list/state.ts reads it back). */
export function listSearchParams(query: SavedQuery): string {
  const params = new URLSearchParams()
  for (const [filter, value] of Object.entries(query.filters ?? {})) {
    // The brand > model tree is the list's `car_brand` parameter (values `Volvo` or `Volvo>XC60`).
    const name = filter.split('>')[0]
    if (Array.isArray(value)) for (const v of value) params.append(name, String(v))
    else if (value && typeof value === 'object' && !('not' in value)) {
      if (value.min !== undefined) params.set(`${name}_min`, String(value.min))
      if (value.max !== undefined) params.set(`${name}_max`, String(value.max))
    } else if (typeof value !== 'object') params.append(name, String(value))
  }
  if (query.keyphrase) params.set('keyphrase', query.keyphrase)
  return params.toString()
}

/** A random token for a link; the database keeps only tokenHash(token). */
export const newToken = () => randomBytes(32).toString('base64url')
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A signed token `<subject>.<mac>` for links that every e-mail repeats (unsubscribe from one search, manage an
 * address's searches): nothing of it is stored, and it stops working when its subject is deleted or (manage) its
 * nonce changes.
 */
export function signToken(secret: string, purpose: string, subject: string, nonce = ''): string {
  const mac = createHmac('sha256', secret).update(`saved-search:${purpose}:${subject}:${nonce}`).digest('base64url')
  return `${subject}.${mac}`
}

/** The subject of a signed token, or null; `nonceOf` supplies the subject's nonce (null: no such subject). */
export function subjectOf(token: string): string | null {
  const dot = token.lastIndexOf('.')
  return dot > 0 ? token.slice(0, dot) : null
}

export function verifyToken(secret: string, purpose: string, token: string, nonce = ''): boolean {
  const subject = subjectOf(token)
  if (!subject) return false
  const expected = Buffer.from(signToken(secret, purpose, subject, nonce))
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

export const CONFIRM_TTL_MS = 7 * 86_400_000
export const MAX_SEARCHES_PER_ADDRESS = 10
/** The first event after a quiet spell waits this long for others to join it. */
export const FIRST_DIGEST_DELAY_MS = 30_000
export const DEFAULT_DIGEST_MS = 3_600_000

/**
 * When a search with a waiting event sends its digest: after a quiet spell (no digest within the window) the first
 * event goes out FIRST_DIGEST_DELAY_MS later, with whatever joins it; otherwise at the end of the window that began
 * with the last digest. A digest already planned keeps its time.
 */
export function digestDueAt(args: {
  now: Date
  lastDigestAt: Date | null
  plannedAt: Date | null
  windowMs: number
}): Date {
  if (args.plannedAt) return args.plannedAt
  const soon = args.now.getTime() + FIRST_DIGEST_DELAY_MS
  if (!args.lastDigestAt) return new Date(soon)
  return new Date(Math.max(soon, args.lastDigestAt.getTime() + args.windowMs))
}
