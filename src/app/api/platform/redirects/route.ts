import { NextResponse } from 'next/server'
import { internalOnly } from '@/platform/http'
import { servedRedirectTables } from '@/routing/redirects/queries'
import { log } from '@/platform/log/logger'

export const dynamic = 'force-dynamic'

/**
 * Every site's redirect rules, linted, for the proxy only (src/routing/redirects/proxy-table.ts,
 * src/platform/internal-call.ts), which fetches them again only when the version it sees in
 * /api/platform/site-routes moves. A rule shows itself to whoever requests its old path; the whole table
 * at once is for the proxy.
 */
async function get() {
  try {
    return NextResponse.json(await servedRedirectTables(), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    log.error({ err: error }, 'redirect tables unavailable')
    return NextResponse.json(
      { error: 'The redirect tables are unavailable; the database may be down.' },
      { status: 503 },
    )
  }
}

export const GET = internalOnly(get)
