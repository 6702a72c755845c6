/** The built-in map’s two addresses in the API description (view.ts `builtinStyle`, basemap.ts); neither takes input. */
import type { ApiOperation } from '@/platform/openapi/operation'

const tag = 'Assets'

export const mapOperations: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/maps/style',
    tag,
    summary: 'The built-in MapLibre style (used when `MAP_STYLE_URL` is not set)',
    example: {},
    responses: {
      200: {
        description: 'A MapLibre style document; `Cache-Control: public, max-age=86400`.',
        example: { version: 8, sources: { basemap: { type: 'geojson', data: '/api/maps/basemap' } }, layers: [] },
      },
    },
  },
  {
    method: 'get',
    path: '/api/maps/basemap',
    tag,
    summary: 'The built-in style’s one source: countries, borders and coasts',
    example: {},
    responses: {
      200: {
        description: 'GeoJSON (`application/geo+json`); `Cache-Control: public, max-age=86400`.',
        contentType: 'application/geo+json',
        example: { type: 'FeatureCollection', features: [] },
      },
    },
  },
]
