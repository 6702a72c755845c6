import { builtinStyle } from '@/features/maps/view'

export const dynamic = 'force-static'

/** GET /api/maps/style: the built-in MapLibre style, used when MAP_STYLE_URL is not set. */
export function GET() {
  return Response.json(builtinStyle(), { headers: { 'cache-control': 'public, max-age=86400' } })
}
