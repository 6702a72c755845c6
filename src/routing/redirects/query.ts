import { percentDecode } from './normalize'

/** A query parameter as written (`raw`, passed on untouched) and normalised for comparison (`key`, `value`). */
export interface QueryParam {
  raw: string
  key: string
  value: string
}

/** Decoded (`+` as space, as forms send it), NFC, lower case, trimmed: conditions compare case-insensitively. */
function normalizeQueryPart(s: string): string {
  return percentDecode(s.replace(/\+/g, ' ')).normalize('NFC').toLowerCase().trim()
}

/** Parses `a=1&b=2` (no leading `?`); empty pairs, such as a trailing `&`, are skipped. */
export function parseQuery(qs: string): QueryParam[] {
  const params: QueryParam[] = []
  for (const raw of qs.split('&')) {
    if (raw.trim() === '') continue
    const eq = raw.indexOf('=')
    const key = normalizeQueryPart(eq === -1 ? raw : raw.slice(0, eq))
    params.push({ raw, key, value: eq === -1 ? '' : normalizeQueryPart(raw.slice(eq + 1)) })
  }
  return params
}

/**
 * The target's own parameters (repeated keys kept, in order) followed by the request's parameters whose key the
 * target does not set: the target wins, and anything else the visitor brought (campaign tags) survives.
 */
export function mergeQuery(target: QueryParam[], request: QueryParam[]): string {
  const targetKeys = new Set(target.map((p) => p.key))
  const merged = target.concat(request.filter((p) => !targetKeys.has(p.key)))
  return merged.length === 0 ? '' : `?${merged.map((p) => p.raw).join('&')}`
}
