import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { servableRules } from '@/redirects/servable'
import { loadAllRows, redirectsVersion } from '@/redirects/store'

export const dynamic = 'force-dynamic'

/**
 * Every site's redirect rules, linted, for the proxy (src/redirects/proxy-table.ts), which fetches them again
 * only when the version it sees in /api/platform/site-routes moves. Public data: the rules are visible to anyone
 * who requests an old path anyway.
 */
export async function GET() {
  try {
    const payload = await payloadClient()
    const version = await redirectsVersion(payload.db.drizzle)
    const sites: Record<string, { from: string; to: string }[]> = {}
    for (const [key, rows] of await loadAllRows(payload)) {
      sites[key] = servableRules(rows, (message) => payload.logger.warn(message)).map((r) => ({ from: r.from, to: r.to }))
    }
    return NextResponse.json({ version, sites }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('redirect tables unavailable', error)
    return NextResponse.json({ error: 'The redirect tables are unavailable; the database may be down.' }, { status: 503 })
  }
}
