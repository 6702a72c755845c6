import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { internalOnly } from '@/platform/http'
import { redirectsVersion } from '@/routing/redirects/store'
import { loadRoutingTable } from '@/routing/load'
import { loadSites, toSiteRoute } from '@/sites/resolve'
import { log } from '@/platform/log/logger'

/**
 * For the proxy only (src/platform/internal-call.ts): the host table it routes with (host names and locales of
 * each site), the routing table (route pages and car-detail bases per site and locale, src/routing), and the
 * version of the redirect tables, so the proxy knows when to fetch those again.
 */
async function get() {
  try {
    const [sites, payload] = await Promise.all([loadSites(), payloadClient()])
    const [routing, version] = await Promise.all([loadRoutingTable(), redirectsVersion(payload.db.drizzle)])
    return NextResponse.json(
      { sites: sites.map(toSiteRoute), routing, redirectsVersion: version },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    log.error({ err: error }, 'site routes unavailable')
    return NextResponse.json({ error: 'The site table is unavailable; the database may be down.' }, { status: 503 })
  }
}

export const GET = internalOnly(get)
