import type { Payload } from 'payload'

import type { Site } from '@/payload-types'
import type { ImportResult } from './import'
import { compileRedirects, resolveFinal } from './engine'
import { servableRules } from './servable'
import { loadSiteRows } from './store'

/** The import's lint report as the command prints it, and its exit code: refused tables (loops, bad rows) fail. */
export function formatImportResult(siteKey: string, result: ImportResult): { text: string; code: number } {
  if (!result.ok && result.reason === 'invalid-rows') {
    const lines = result.errors.map((e) => `  line ${e.line}: ${e.message}`)
    return { text: [`${siteKey}: the table has invalid rows; nothing was imported`, ...lines].join('\n'), code: 1 }
  }
  const lines = result.report.map((f) => `  ${f.kind}: ${f.message}`)
  if (!result.ok)
    return { text: [`${siteKey}: the table has redirect loops; nothing was imported`, ...lines].join('\n'), code: 1 }
  const head = result.unchanged
    ? `${siteKey}: ${result.stored} rules, the same as stored; nothing changed`
    : `${siteKey}: ${result.stored} rules imported`
  return {
    text: [head, lines.length ? `lint report (${lines.length}):` : 'lint report: clean', ...lines].join('\n'),
    code: 0,
  }
}

/** `<status> <location>` for a request path (with query) on a site, exactly as the proxy would answer; or `none`. */
export async function runResolve(payload: Payload, site: Site, pathWithQuery: string): Promise<string> {
  const index = compileRedirects(servableRules(await loadSiteRows(payload, site.id)))
  const hit = resolveFinal(index, pathWithQuery)
  return hit ? `${hit.status} ${hit.location}` : 'none'
}
