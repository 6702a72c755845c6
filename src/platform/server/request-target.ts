/**
 * What the server decides from a request's target (`req.url`) alone, before the framework reads it (./edge.ts):
 *
 * - Bounds. Next's request adapter (next/dist/server/web/adapter.js) reads every query key's whole value list for
 *   each key: quadratic in repeated keys, so `/healthz?a&a&…` with 7,500 repeats held the event loop 2–10 s.
 *   A target longer than MAX_URL_LENGTH is refused with 414, one with more than MAX_QUERY_PARAMS parameters with
 *   400. The defaults are far above any address the sites write: the car list's fullest filter state
 *   (src/features/cars/list/state.ts) honours at most 50 values for each of its 14 value facets, 16 range bounds, keyphrase,
 *   sort and page (about 720 parameters, far more than anyone ticks), and browsers, crawlers and proxies commonly
 *   stop at 8 KB addresses.
 * - Bytes no page or API takes: percent-encoding that is malformed or not UTF-8 (truncated `%E0%A4%A`, overlong
 *   `%C0%AF`, a surrogate's `%ED%A0%80`, `%FF`), which Next's router fails to decode into a bare 500, and control
 *   characters, a NUL in particular, which PostgreSQL refuses in text (a 500 with the SQL in the log): 400, in the
 *   path and (NUL) in the query.
 * - Repeated slashes and backslashes in the path: Next redirects them itself (base-server.js, 308 to the path with
 *   each run of slashes made one), without the security headers; the same redirect is answered here with them.
 *
 * Free of Next and Node's HTTP types, so the rules are unit-tested and the robustness suite can model the server.
 */

export type TargetLimits = { maxUrlLength: number; maxQueryParams: number }

export const DEFAULT_LIMITS: TargetLimits = { maxUrlLength: 8192, maxQueryParams: 1000 }

/** A whole number within [min, max] from the environment, else the default (a typo must not lift a bound). */
function bounded(value: string | undefined, fallback: number, min: number, max: number): number {
  const number = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : fallback
}

/** MAX_URL_LENGTH (256–65,536 characters) and MAX_QUERY_PARAMS (16–10,000), with the defaults above. */
export function targetLimits(env: Record<string, string | undefined> = process.env): TargetLimits {
  return {
    maxUrlLength: bounded(env.MAX_URL_LENGTH, DEFAULT_LIMITS.maxUrlLength, 256, 65_536),
    maxQueryParams: bounded(env.MAX_QUERY_PARAMS, DEFAULT_LIMITS.maxQueryParams, 16, 10_000),
  }
}

export type TargetVerdict =
  { kind: 'pass' } | { kind: 'refuse'; status: 400 | 414; message: string } | { kind: 'redirect'; location: string }

const PASS: TargetVerdict = { kind: 'pass' }
const refuse = (status: 400 | 414, message: string): TargetVerdict => ({ kind: 'refuse', status, message })

/** The number of non-empty `&`-separated pairs (what URLSearchParams reads), counted without splitting. */
export function queryParamCount(query: string): number {
  let count = 0
  let empty = true
  for (let i = 0; i < query.length; i++) {
    if (query.charCodeAt(i) === 38 /* & */) {
      if (!empty) count++
      empty = true
    } else empty = false
  }
  return empty ? count : count + 1
}

const CONTROL = /[\u0000-\u001f\u007f]/
const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?]*/i

/** Next's own normalisation (next/dist/shared/lib/utils.js normalizeRepeatedSlashes): `\` → `/`, runs of `/` → one. */
export function withSingleSlashes(target: string): string {
  const at = target.indexOf('?')
  const path = at === -1 ? target : target.slice(0, at)
  return path.replace(/\\/g, '/').replace(/\/\/+/g, '/') + (at === -1 ? '' : target.slice(at))
}

/** The server's verdict on a request target: refused (with a status and a message that repeats nothing of it), redirected, or passed on. */
export function judgeTarget(target: string, limits: TargetLimits = DEFAULT_LIMITS): TargetVerdict {
  if (target.length > limits.maxUrlLength)
    return refuse(414, `The address is too long (at most ${limits.maxUrlLength} characters).`)
  const at = target.indexOf('?')
  const rawPath = at === -1 ? target : target.slice(0, at)
  const query = at === -1 ? '' : target.slice(at + 1)
  if (queryParamCount(query) > limits.maxQueryParams)
    return refuse(400, `Bad request: the address has more than ${limits.maxQueryParams} query parameters.`)
  // A proxy-style absolute target (`GET http://host/path`) is judged by its path.
  const path = rawPath.replace(ABSOLUTE_FORM, '')
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return refuse(400, 'Bad request: the address contains malformed percent-encoding.')
  }
  if (CONTROL.test(decoded)) return refuse(400, 'Bad request: the address contains a control character.')
  if (/%00/i.test(query)) return refuse(400, 'Bad request: the query contains a NUL character.')
  // As Next decides it (on the target's path as sent), so no request reaches its own redirect.
  if (/\\|\/\//.test(rawPath)) return { kind: 'redirect', location: withSingleSlashes(target) }
  return PASS
}
