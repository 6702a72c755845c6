import { NextResponse } from 'next/server'
import { servedRedirectTables } from '@/redirects/queries'

export const dynamic = 'force-dynamic'

/**
 * Every site's redirect rules, linted, for the proxy (src/redirects/proxy-table.ts), which fetches them again
 * only when the version it sees in /api/platform/site-routes moves. Public data: the rules are visible to anyone
 * who requests an old path anyway.
 */
export async function GET() {
  try {
    return NextResponse.json(await servedRedirectTables(), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('redirect tables unavailable', error)
    return NextResponse.json({ error: 'The redirect tables are unavailable; the database may be down.' }, { status: 503 })
  }
}
