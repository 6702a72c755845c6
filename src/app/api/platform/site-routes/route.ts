import { NextResponse } from 'next/server'
import { loadSites, toSiteRoute } from '@/sites/resolve'

/** The host table the proxy routes with (public data: host names and locales of each site). */
export async function GET() {
  try {
    const sites = await loadSites()
    return NextResponse.json({ sites: sites.map(toSiteRoute) }, { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    console.error('site routes unavailable', error)
    return NextResponse.json({ error: 'The site table is unavailable; the database may be down.' }, { status: 503 })
  }
}
