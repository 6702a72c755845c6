import { NextResponse } from 'next/server'
import { payloadClient } from '@/cms/payload'
import { redirectsVersion } from '@/redirects/store'
import { loadSites, toSiteRoute } from '@/sites/resolve'

/**
 * The host table the proxy routes with (public data: host names and locales of each site), and the version of
 * the redirect tables, so the proxy knows when to fetch those again.
 */
export async function GET() {
  try {
    const sites = await loadSites()
    const payload = await payloadClient()
    return NextResponse.json(
      { sites: sites.map(toSiteRoute), redirectsVersion: await redirectsVersion(payload.db.drizzle) },
      { headers: { 'cache-control': 'no-store' } },
    )
  } catch (error) {
    console.error('site routes unavailable', error)
    return NextResponse.json({ error: 'The site table is unavailable; the database may be down.' }, { status: 503 })
  }
}
