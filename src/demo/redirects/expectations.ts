import type { LintFinding } from '@/routing/redirects/lint'
import type { RedirectRule } from '@/routing/redirects/rules'

/**
 * The demo tables carry quirks on purpose (spec 2 §9: duplicates, self-redirects...). A rule whose note says
 * `[expect:<kind>]` is one the lint is meant to report; these helpers make the two lists comparable.
 */
const EXPECT = /\[expect:([a-z-]+)\]/g

export const expectedFindings = (rules: readonly RedirectRule[]): string[] =>
  rules.flatMap((r) => [...(r.note ?? '').matchAll(EXPECT)].map((m) => `${m[1]} ${r.from} → ${r.to}`)).sort()

export const foundFindings = (report: readonly LintFinding[]): string[] =>
  report.map((f) => `${f.kind} ${f.from} → ${f.to}`).sort()
