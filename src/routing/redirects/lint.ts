import type { LocaleRouting } from '@/routing/kinds'
import { resolveRoute } from '@/routing/resolve'
import { compileRedirects, resolveFinal } from './engine'
import { normalizePath } from './normalize'
import { parseQuery } from './query'
import { fillSplat, parseRule, type RedirectRule } from './rules'

export type LintKind = 'self-redirect' | 'loop' | 'chain-flattened' | 'duplicate' | 'unresolved-target'

export interface LintFinding {
  kind: LintKind
  from: string
  to?: string
  message: string
}

export interface LintResult {
  /** The rules to store: self-redirects, losing duplicates and loops left out, chains flattened to one hop. */
  rules: RedirectRule[]
  report: LintFinding[]
  hasLoops: boolean
}

/**
 * Stands in for the captured rest while a wildcard rule's target is followed, so a chain through other wildcards
 * can be composed and `:splat` put back afterwards. Lower-case ASCII, so normalisation and encoding keep it.
 */
const SPLAT = 'splat-0f7e3a'

/** A comparable key for a location: normalised path plus its sorted, normalised query. */
function locationKey(location: string): string {
  const [beforeHash] = location.split('#', 1)
  const q = beforeHash.indexOf('?')
  const path = normalizePath(q === -1 ? beforeHash : beforeHash.slice(0, q))
  const query = q === -1 ? [] : parseQuery(beforeHash.slice(q + 1)).map((p) => `${p.key}=${p.value}`)
  return `${path}?${query.sort().join('&')}`
}

/** The source as a key: path, wildcard and sorted conditions (two rules with equal keys compete). */
function sourceKey(rule: RedirectRule): string {
  const conditions = rule.conditions.map((p) => `${p.key}=${p.value}`).sort()
  return `${rule.path}${rule.wildcard ? '/*' : ''}?${conditions.join('&')}`
}

/** A last segment no page has: a path ending in it resolves only through a rule or a route that takes segments. */
const SAMPLE_REST = 'any-old-path-3c9d'

/** A request the rule matches, with SPLAT as the rest; and where the rule sends it. */
function sampleHop(rule: RedirectRule): { request: string; target: string } {
  const query = rule.conditions.map((p) => p.raw).join('&')
  const request =
    (rule.wildcard ? `${rule.path === '/' ? '' : rule.path}/${SPLAT}` : rule.path) + (query ? `?${query}` : '')
  return { request, target: rule.to.replaceAll(':splat', SPLAT) }
}

/**
 * Lints a site's table in order: drops self-redirects; keeps the first of rules sharing a source (reporting those
 * with another target); then follows each target through the remaining rules, rejecting loops and flattening
 * chains to one hop (the engine carries the query along each hop, so the flattened target gets the same query the
 * visitor would have reached). Absolute URLs are never followed. With `knownPaths`, internal targets that are
 * neither a known page nor another rule's source are reported. With `routing` (the site's routes in the locale of
 * the table's paths), a target also resolves when a route kind answers it (a car list's brand and model segments, a
 * car or dealer page), and a wildcard that keeps the rest of the path (`:splat`) must lead under such a route: any
 * rest under a plain page is a 404 (`/used/*` → `/buy-car/used-cars/:splat` sent /used/bmw/x1 to one).
 */
export function lintRedirects(
  input: readonly RedirectRule[],
  opts: { knownPaths?: Set<string>; routing?: LocaleRouting } = {},
): LintResult {
  const report: LintFinding[] = []

  const winners = new Map<string, RedirectRule>()
  for (const rule of input) {
    const hop = sampleHop(rule)
    if (!rule.target.absolute && locationKey(hop.request) === locationKey(hop.target)) {
      report.push({
        kind: 'self-redirect',
        from: rule.from,
        to: rule.to,
        message: `${rule.from} redirects to itself; dropped`,
      })
      continue
    }
    const key = sourceKey(rule)
    const winner = winners.get(key)
    if (!winner) winners.set(key, rule)
    else if (locationKey(winner.to) !== locationKey(rule.to)) {
      report.push({
        kind: 'duplicate',
        from: rule.from,
        to: rule.to,
        message: `${rule.from} appears more than once with different targets; the first wins (→ ${winner.to}), → ${rule.to} is ignored`,
      })
    }
  }

  const kept = [...winners.values()]
  const index = compileRedirects(kept)
  const rules: RedirectRule[] = []
  let hasLoops = false
  for (const rule of kept) {
    const { request, target } = sampleHop(rule)
    const path = [rule.from, target]
    const seen = new Set([locationKey(request), locationKey(target)])
    let location = target
    let loop = false
    while (!rule.target.absolute && !loop) {
      const next = index.resolve(location)
      if (!next) break
      location = next.location
      path.push(location)
      loop = seen.has(locationKey(location))
      seen.add(locationKey(location))
      if (/^[a-z][a-z0-9+.-]*:/i.test(location)) break
    }
    const shown = path.map((p) => p.replaceAll(SPLAT, ':splat')).join(' → ')
    if (loop) {
      hasLoops = true
      report.push({ kind: 'loop', from: rule.from, to: rule.to, message: `redirect loop: ${shown}` })
      continue
    }
    if (path.length > 2) {
      const to = location.replaceAll(SPLAT, ':splat')
      rules.push(parseRule({ from: rule.from, to, status: rule.status, note: rule.note }))
      // Reported with the row as written (like every other finding), the flattened target in the message.
      report.push({
        kind: 'chain-flattened',
        from: rule.from,
        to: rule.to,
        message: `chain ${shown} flattened to ${rule.from} → ${to}`,
      })
    } else rules.push(rule)
  }

  if (opts.knownPaths) {
    const known = new Set([...opts.knownPaths].map(normalizePath))
    const routing = opts.routing
    const resolves = (path: string) =>
      known.has(normalizePath(path)) ||
      Boolean(index.resolve(path)) ||
      (routing !== undefined && resolveRoute(routing, normalizePath(path)).kind !== 'content')
    for (const rule of rules) {
      if (rule.target.absolute) continue
      const page = fillSplat(rule.target.path, '')
      if (!resolves(page)) {
        report.push({
          kind: 'unresolved-target',
          from: rule.from,
          to: rule.to,
          message: `${rule.from} → ${rule.to}: ${normalizePath(page)} is neither a page, a route nor the source of another rule`,
        })
        continue
      }
    }
    report.push(...deeperRestFindings(rules, index, resolves))
  }

  return { rules, report, hasLoops }
}

/**
 * Two wildcards that keep the rest of the path under the same section are aliases (`/used-cars/*` and `/used/*` →
 * `/buy-car/used-cars/:splat`). Where the table collapses deeper old paths under one of them (`/used-cars/bmw/*` →
 * the brand page), the old site had such paths, and the same rest under the other alias must end on a page or a
 * route as well (`/used/bmw/x1` → `/buy-car/used-cars/bmw/x1`, a 404). Probed with a rest no page has.
 */
function deeperRestFindings(
  rules: readonly RedirectRule[],
  index: ReturnType<typeof compileRedirects>,
  resolves: (path: string) => boolean,
): LintFinding[] {
  const keepers = rules.filter(
    (r) =>
      r.wildcard && r.path !== '/' && !r.target.absolute && r.target.path.endsWith('/:splat') && !r.conditions.length,
  )
  const findings = new Map<string, LintFinding>()
  for (const keeper of keepers) {
    const section = fillSplat(keeper.target.path, '')
    for (const alias of keepers) {
      if (alias === keeper || fillSplat(alias.target.path, '') !== section) continue
      for (const deeper of rules) {
        if (!deeper.wildcard || !deeper.path.startsWith(alias.path + '/')) continue
        const probe = `${keeper.path}/${deeper.path.slice(alias.path.length + 1)}/${SAMPLE_REST}`
        const location = resolveFinal(index, probe)?.location
        if (location && (/^[a-z][a-z0-9+.-]*:/i.test(location) || resolves(location.split(/[?#]/, 1)[0]))) continue
        const shown = probe.replace(SAMPLE_REST, '…')
        findings.set(`${keeper.from} ${shown}`, {
          kind: 'unresolved-target',
          from: keeper.from,
          to: keeper.to,
          message: `${shown} → ${(location ?? shown).replace(SAMPLE_REST, '…')}: no page or route, while ${deeper.from} sends the same old paths to ${deeper.to}`,
        })
      }
    }
  }
  return [...findings.values()]
}
