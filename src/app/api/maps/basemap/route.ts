import { basemapGeoJson } from '@/features/maps/basemap'

export const dynamic = 'force-static'

/** GET /api/maps/basemap: the built-in style's one source, countries, borders and coasts from packaged geodata. */
export function GET() {
  return new Response(basemapGeoJson(), {
    headers: { 'content-type': 'application/geo+json', 'cache-control': 'public, max-age=86400' },
  })
}
