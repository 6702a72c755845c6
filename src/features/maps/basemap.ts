import 'server-only'
import { feature, mesh } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import countries from 'world-atlas/countries-50m.json'

type Shape = { kind: 'country' | 'border' | 'coast' }

/** Three decimals (about 100 m) is finer than a 1:50m source; it keeps the file small. */
const round = (value: unknown): unknown =>
  typeof value === 'number' ? Math.round(value * 1000) / 1000 : Array.isArray(value) ? value.map(round) : value

let cached: string | null = null

/**
 * The basemap's GeoJSON, built once from the packaged Natural Earth 1:50m shapes (world-atlas): every
 * country as a polygon, the borders between countries and the coasts as lines (kind: country, border, coast).
 */
export function basemapGeoJson(): string {
  if (cached) return cached
  const topology = countries as unknown as Topology<{ countries: GeometryCollection; land: GeometryCollection }>
  const shapes = feature(topology, topology.objects.countries)
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b)
  const coasts = mesh(topology, topology.objects.land)
  const features = [
    ...shapes.features.map((f) => ({
      type: 'Feature' as const,
      properties: { kind: 'country' } satisfies Shape,
      geometry: { ...f.geometry, coordinates: round((f.geometry as { coordinates: unknown }).coordinates) },
    })),
    {
      type: 'Feature' as const,
      properties: { kind: 'border' } satisfies Shape,
      geometry: { ...borders, coordinates: round(borders.coordinates) },
    },
    {
      type: 'Feature' as const,
      properties: { kind: 'coast' } satisfies Shape,
      geometry: { ...coasts, coordinates: round(coasts.coordinates) },
    },
  ]
  cached = JSON.stringify({ type: 'FeatureCollection', features })
  return cached
}
