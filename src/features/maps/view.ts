/**
 * The pure rules of the maps: where a map starts, which style it loads and the style the app
 * serves itself when no style URL is configured. React- and MapLibre-free, so the server and the tests
 * read them too.
 */

export type Point = { lat: number; lng: number }
/** A pin on a map: a site, linking to its page on the list's map. */
export type MapMarker = { id: string; lat: number; lng: number; label: string; href?: string }
export type MapView =
  | { kind: 'centre'; latitude: number; longitude: number; zoom: number }
  | { kind: 'bounds'; west: number; south: number; east: number; north: number; maxZoom: number }

/** Spec 1 §7 (maps service): default centre 59.3293, 18.0686 when the site has none; zoom 12. */
export const DEFAULT_CENTRE: Point = { lat: 59.3293, lng: 18.0686 }
export const DEFAULT_ZOOM = 12

/** The app's own basemap (src/app/api/maps): a style whose one source is the packaged country shapes. */
export const BUILTIN_STYLE_PATH = '/api/maps/style'
export const BUILTIN_BASEMAP_PATH = '/api/maps/basemap'

/**
 * The closest zoom the built-in basemap can show (Natural Earth 1:50m: coasts and borders, no streets). Closer
 * in, a site's map at zoom 12 was a blank beige square with a pin; at this zoom the coast and the
 * neighbouring towns' shoreline place the pin. A configured style (MAP_STYLE_URL) has its own detail: no cap.
 */
export const BUILTIN_MAX_ZOOM = 7

/** The map's closest zoom for a style: capped for the built-in basemap, the style's own otherwise. */
export function styleMaxZoom(styleUrl: string): number | undefined {
  return styleUrl === BUILTIN_STYLE_PATH ? BUILTIN_MAX_ZOOM : undefined
}

/** A view no closer than `maxZoom` (none: as it is). */
export function cappedView(view: MapView, maxZoom: number | undefined): MapView {
  if (maxZoom === undefined) return view
  return view.kind === 'centre'
    ? { ...view, zoom: Math.min(view.zoom, maxZoom) }
    : { ...view, maxZoom: Math.min(view.maxZoom, maxZoom) }
}

/** A site's map: centred on the site, or on the default centre when it has no coordinates. */
export function siteView(position: Point | null): MapView {
  const at = position ?? DEFAULT_CENTRE
  return { kind: 'centre', latitude: at.lat, longitude: at.lng, zoom: DEFAULT_ZOOM }
}

/** Spec 2 §9: the booked workshop's map, zoom 15. */
export const WORKSHOP_ZOOM = 15

/** The booked workshop's map (service booking, step 5). */
export function workshopView(position: Point): MapView {
  return { kind: 'centre', latitude: position.lat, longitude: position.lng, zoom: WORKSHOP_ZOOM }
}

/** A map of many sites: all of them in view (never closer than a site's own zoom); none or one is a site's map. */
export function sitesView(points: readonly Point[]): MapView {
  if (points.length === 0) return siteView(null)
  if (points.length === 1) return siteView(points[0])
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity]
  for (const p of points) {
    west = Math.min(west, p.lng)
    east = Math.max(east, p.lng)
    south = Math.min(south, p.lat)
    north = Math.max(north, p.lat)
  }
  return { kind: 'bounds', west, south, east, north, maxZoom: DEFAULT_ZOOM }
}

/**
 * The style the maps load: `MAP_STYLE_URL` in production (an https URL, or a path on this origin), else
 * the basemap the app serves itself, which needs no network beyond this server.
 */
export function mapStyleUrl(env: { MAP_STYLE_URL?: string; [key: string]: string | undefined } = process.env): string {
  const configured = env.MAP_STYLE_URL?.trim()
  if (!configured) return BUILTIN_STYLE_PATH
  if (configured.startsWith('/') && !configured.startsWith('//')) return configured
  try {
    const url = new URL(configured)
    if (url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1'].includes(url.hostname)))
      return url.href
  } catch {
    // not a URL: the built-in basemap
  }
  return BUILTIN_STYLE_PATH
}

const WATER = '#c9dcea'
const LAND = '#f3f1ec'
const BORDER = '#a5a29a'
const COAST = '#8fa9bd'

/**
 * The built-in style (MapLibre style spec v8): water as the background, countries filled, borders and
 * coasts as lines. No labels, so it needs no glyphs or sprites from anywhere.
 */
export function builtinStyle(basemapUrl: string = BUILTIN_BASEMAP_PATH) {
  return {
    version: 8 as const,
    name: 'Dealer sites basemap',
    sources: {
      basemap: { type: 'geojson' as const, data: basemapUrl, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'water', type: 'background' as const, paint: { 'background-color': WATER } },
      {
        id: 'land',
        type: 'fill' as const,
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'country'],
        paint: { 'fill-color': LAND },
      },
      {
        id: 'coast',
        type: 'line' as const,
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'coast'],
        paint: { 'line-color': COAST, 'line-width': 0.8 },
      },
      {
        id: 'borders',
        type: 'line' as const,
        source: 'basemap',
        filter: ['==', ['get', 'kind'], 'border'],
        paint: { 'line-color': BORDER, 'line-width': 0.8, 'line-dasharray': [2, 1] },
      },
    ],
  }
}

/** A Google Maps directions link to a position, else to an address; null when there is neither. */
export function directionsUrl(position: Point | null, address: string): string | null {
  const destination = position ? `${position.lat},${position.lng}` : address.trim()
  return destination ? `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}` : null
}
