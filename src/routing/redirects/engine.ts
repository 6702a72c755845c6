import { encodeLocation, normalizePath } from './normalize'
import { mergeQuery, parseQuery, type QueryParam } from './query'
import { fillSplat, type RedirectRule } from './rules'

export interface RedirectHit {
  status: 301
  location: string
}

export interface RedirectIndex {
  resolve(pathWithQuery: string): RedirectHit | null
}

/** The rules sharing one source path: those with query conditions (most conditions first) and the plain one. */
interface Bucket {
  conditional: RedirectRule[]
  plain?: RedirectRule
}

function addTo(map: Map<string, Bucket>, rule: RedirectRule) {
  let bucket = map.get(rule.path)
  if (!bucket) map.set(rule.path, (bucket = { conditional: [] }))
  if (rule.conditions.length > 0) bucket.conditional.push(rule)
  else bucket.plain ??= rule
}

/** The request parameters the rule's conditions consume, or null when a condition is not met. */
function matchConditions(rule: RedirectRule, params: QueryParam[]): Set<QueryParam> | null {
  const consumed = new Set<QueryParam>()
  for (const c of rule.conditions) {
    const met = params.filter((p) => p.key === c.key && p.value === c.value)
    if (met.length === 0) return null
    for (const p of met) consumed.add(p)
  }
  return consumed
}

/** The first segment of a normalised path: `/a/b` → `/a`, `/` → `/`. */
function headOf(path: string): string {
  const slash = path.indexOf('/', 1)
  return slash === -1 ? path : path.slice(0, slash)
}

function parentOf(prefix: string): string {
  const slash = prefix.lastIndexOf('/')
  return slash <= 0 ? '/' : prefix.slice(0, slash)
}

/** A request being resolved; its query is parsed only once a bucket needs it. */
interface PendingRequest {
  path: string
  rawQuery: string
  params?: QueryParam[]
}

interface Match {
  rule: RedirectRule
  consumed: Set<QueryParam>
}

const paramsOf = (req: PendingRequest) => (req.params ??= parseQuery(req.rawQuery))

// Module-level functions rather than closures re-created inside every resolve call.
function pick(bucket: Bucket, req: PendingRequest): Match | undefined {
  for (const rule of bucket.conditional) {
    const consumed = matchConditions(rule, paramsOf(req))
    if (consumed) return { rule, consumed }
  }
  return bucket.plain && { rule: bucket.plain, consumed: new Set() }
}

function build({ rule, consumed }: Match, rest: string, req: PendingRequest): RedirectHit | null {
  const targetPath = rule.wildcard ? fillSplat(rule.target.path, rest) : rule.target.path
  const query = mergeQuery(
    rule.target.query,
    paramsOf(req).filter((p) => !consumed.has(p)),
  )
  // A wildcard covers its own base path (`/a/*` matches `/a`): never answer a request with itself.
  if (
    !rule.target.absolute &&
    normalizePath(targetPath) === req.path &&
    query === (req.rawQuery ? `?${req.rawQuery}` : '')
  ) {
    return null
  }
  return { status: 301, location: encodeLocation(targetPath + query + rule.target.hash) }
}

/**
 * Compiles a site's rules into an index. Precedence, for a request path and query:
 *   1. an exact source path whose query conditions all match, rules with more conditions first;
 *   2. the exact source path without conditions;
 *   3. the longest matching wildcard prefix (`/a/b/*` before `/a/*`), with the same conditional-then-plain order;
 *   and among rules with the same source, the first in the table wins.
 * Exact paths are one Map lookup; wildcards one lookup per ancestor of the request path, so the cost follows the
 * depth of the path, not the number of rules; a request no rule matches costs a normalisation and one or two lookups.
 */
export function compileRedirects(rules: readonly RedirectRule[]): RedirectIndex {
  const exact = new Map<string, Bucket>()
  const wildcards = new Map<string, Bucket>()
  for (const rule of rules) addTo(rule.wildcard ? wildcards : exact, rule)
  // Stable sort: equal condition counts keep table order, so the first rule still wins.
  for (const bucket of [...exact.values(), ...wildcards.values()]) {
    bucket.conditional.sort((a, b) => b.conditions.length - a.conditions.length)
  }
  // Most requests share no first segment with any wildcard: one lookup settles them without walking the ancestors.
  const wildcardHeads = new Set([...wildcards.keys()].map(headOf))

  return {
    resolve(pathWithQuery) {
      const hash = pathWithQuery.indexOf('#')
      const beforeHash = hash === -1 ? pathWithQuery : pathWithQuery.slice(0, hash)
      const q = beforeHash.indexOf('?')
      const req: PendingRequest = {
        path: normalizePath(q === -1 ? beforeHash : beforeHash.slice(0, q)),
        rawQuery: q === -1 ? '' : beforeHash.slice(q + 1),
      }

      const exactBucket = exact.get(req.path)
      const exactHit = exactBucket && pick(exactBucket, req)
      if (exactHit) return build(exactHit, '', req)

      if (!wildcardHeads.has('/') && !wildcardHeads.has(headOf(req.path))) return null
      for (let prefix = req.path; ; prefix = parentOf(prefix)) {
        const bucket = wildcards.get(prefix)
        const hit = bucket && pick(bucket, req)
        if (hit) return build(hit, prefix === '/' ? req.path.slice(1) : req.path.slice(prefix.length + 1), req)
        if (prefix === '/') return null
      }
    },
  }
}

const MAX_HOPS = 10
const ABSOLUTE = /^[a-z][a-z0-9+.-]*:/i

/**
 * Where the rules finally lead a request, as one redirect. The lint flattens chains between rules, but it follows
 * a wildcard with a placeholder rest, so a chain that only shows for some paths (`/sv-se/*` → `/:splat`, then
 * `/bilar` → the car list) is followed here. A request that loops, or needs more than MAX_HOPS, gets no redirect
 * rather than a visitor bouncing. Costs one extra lookup per redirect; a request no rule matches costs nothing more.
 */
export function resolveFinal(index: RedirectIndex, pathWithQuery: string): RedirectHit | null {
  let hit = index.resolve(pathWithQuery)
  const seen = new Set<string>()
  for (let hops = 1; hit && !ABSOLUTE.test(hit.location); hops++) {
    const next = index.resolve(hit.location)
    if (!next) return hit
    if (hops === MAX_HOPS || seen.has(next.location)) return null
    seen.add(hit.location)
    hit = next
  }
  return hit
}
