import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { redirectsVersion } from '@/redirects/store'
import { loadRoutingTable } from '@/routing/load'
import { loadSites, toSiteRoute } from '@/sites/resolve'

/**
 * The host table the proxy routes with (public data: host names and locales of each site), the routing table
 * (route pages and car-detail bases per site and locale, src/routing), and the version of the redirect tables,
 * so the proxy knows when to fetch those again.
 */
export async function GET() {
  try {
    const [sites, payload] = await Promise.all([loadSites(), payloadClient()])
    const [routing, version] = await Promise.all([loadRoutingTable(), redirectsVersion(payload.db.drizzle)])
    return NextResponse.json({ sites: sites.map(toSiteRoute), routing, redirectsVersion: version }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('site routes unavailable', error)
    return NextResponse.json({ error: 'The site table is unavailable; the database may be down.' }, { status: 503 })
  }
}
