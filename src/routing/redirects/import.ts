import type { Payload } from 'payload'

import type { Site } from '@/payload-types'
import { parseRedirectCsv, type CsvError } from './csv'
import { lintRedirects, type LintFinding } from './lint'
import { loadSiteRows, publishedPaths, replaceSiteRows, type StoredRow } from './store'

export type ImportResult =
  | { ok: true; stored: number; unchanged: boolean; report: LintFinding[] }
  | { ok: false; reason: 'invalid-rows'; errors: CsvError[] }
  | { ok: false; reason: 'loops'; report: LintFinding[] }

const sameRows = (a: readonly StoredRow[], b: readonly StoredRow[]) =>
  a.length === b.length &&
  a.every((r, i) => r.from === b[i].from && r.to === b[i].to && (r.note ?? null) === (b[i].note ?? null))

/**
 * Replaces a site's table with a CSV: rows are validated, then linted against the site's
 * published pages; a table with malformed rows or a loop is refused and the stored table stays as it was. What is
 * stored is the lint's result: self-redirects and losing duplicates left out, chains flattened to one hop.
 * Importing the table that is already stored changes nothing (so the seed can run it every time).
 */
export async function importSiteTable(payload: Payload, site: Site, csv: string): Promise<ImportResult> {
  const { rules, errors } = parseRedirectCsv(csv)
  if (errors.length) return { ok: false, reason: 'invalid-rows', errors }
  const lint = lintRedirects(rules, { knownPaths: await publishedPaths(payload, site) })
  if (lint.hasLoops) return { ok: false, reason: 'loops', report: lint.report }
  const rows: StoredRow[] = lint.rules.map((r) => ({ from: r.from, to: r.to, note: r.note ?? null }))
  const unchanged = sameRows(await loadSiteRows(payload, site.id), rows)
  if (!unchanged) await replaceSiteRows(payload, site.id, rows)
  return { ok: true, stored: rows.length, unchanged, report: lint.report }
}
