import type { LatLng } from './validation'

const EARTH_RADIUS_KM = 6371.0088

/**
 * Great-circle distance in kilometres (haversine), for "nearest to me". Written here because
 * it is five lines; a geodesy library would buy metre precision the sort does not need.
 */
export function distanceKm(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Items sorted nearest first from `from`; items without a position keep their order after the others. */
export function byDistance<T extends { position: LatLng | null }>(
  items: readonly T[],
  from: LatLng,
): (T & { distanceKm: number | null })[] {
  const withDistance = items.map((item, i) => ({
    ...item,
    distanceKm: item.position ? distanceKm(from, item.position) : null,
    i,
  }))
  withDistance.sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.i - b.i)
  return withDistance.map(({ i: _i, ...item }) => item as T & { distanceKm: number | null })
}
