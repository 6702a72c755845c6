import { compileRedirects, type RedirectIndex } from './engine'
import { lintRedirects } from './lint'
import { parseRule, type RedirectRule } from './rules'

/** A rule as the proxy receives it: already linted, so it only has to compile. */
export type ServedRule = { from: string; to: string }

/**
 * The rules a stored table actually serves. Imports are linted already, but editors change rules one at a time in
 * the CMS, so a new rule can form a chain (flattened here to one hop) or a loop (left out here, so a visitor never
 * bounces). A row the parser refuses (only possible by writing the database directly) is skipped and logged.
 */
export function servableRules(
  rows: readonly { from: string; to: string }[],
  onInvalid?: (message: string) => void,
): RedirectRule[] {
  const rules: RedirectRule[] = []
  for (const row of rows) {
    try {
      rules.push(parseRule(row))
    } catch (error) {
      onInvalid?.(`redirect ${row.from} → ${row.to} skipped: ${(error as Error).message}`)
    }
  }
  return lintRedirects(rules).rules
}

/** Compiles rules the server has already linted (see servableRules). */
export function compileServed(rules: readonly ServedRule[]): RedirectIndex {
  return compileRedirects(rules.map((r) => parseRule(r)))
}
