/** The redirects domain's reads for the server (route handlers and server components). */
import 'server-only'
import { cache } from 'react'
import { payloadClient } from '@/cms/payload'
import { servableRules, type ServedRule } from './servable'
import { loadAllRows, redirectsVersion } from './store'

/** Every site's servable rules with the version they were read at: what the proxy compiles (proxy-table.ts). */
export type ServedRedirectTables = { version: string; sites: Record<string, ServedRule[]> }

export const servedRedirectTables = cache(async (): Promise<ServedRedirectTables> => {
  const payload = await payloadClient()
  const version = await redirectsVersion(payload.db.drizzle)
  const sites: Record<string, ServedRule[]> = {}
  for (const [key, rows] of await loadAllRows(payload)) {
    sites[key] = servableRules(rows, (message) => payload.logger.warn(message)).map((r) => ({ from: r.from, to: r.to }))
  }
  return { version, sites }
})
