/**
 * Distance from a visitor's point to a car's dealer site: the great-circle distance, the radii the
 * list offers, and the rounding a visitor's coordinates get before they go into a URL or a cache key (a position
 * is personal data: two decimals are about 1 km, enough for a radius of 10 and no more than that).
 */
import { distanceKm } from '@/features/dealers/distance'
import type { LatLng } from '@/features/dealers/validation'
import { KM_PER_MILE, type OdometerUnit } from '@/sites/format'

export { distanceKm }

/** The radii a shopper picks from, in the market's unit (km, or miles on the UK site), as mobile.de offers them. */
export const RADII = [10, 25, 50, 100] as const
export type Radius = (typeof RADII)[number]

export type DistanceUnit = 'km' | 'miles'

/** Distances read in the market's road-sign unit: the UK counts miles, the others kilometres (Swedish 'mil' is for odometers). */
export const distanceUnit = (odometer: OdometerUnit): DistanceUnit => (odometer === 'miles' ? 'miles' : 'km')

export const toKm = (value: number, unit: DistanceUnit) => (unit === 'miles' ? value * KM_PER_MILE : value)
export const fromKm = (km: number, unit: DistanceUnit) => (unit === 'miles' ? km / KM_PER_MILE : km)

/** Two decimals (≈1 km): what a visitor's position is reduced to before it leaves the browser. */
export const roundCoordinate = (value: number) => Math.round(value * 100) / 100

export const roundPoint = ({ lat, lng }: LatLng): LatLng => ({ lat: roundCoordinate(lat), lng: roundCoordinate(lng) })

/** `near=<lat>,<lon>` from a URL, rounded; null when malformed or off the globe. */
export function parseNear(raw: string | null | undefined): LatLng | null {
  const match = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(raw ?? '')
  if (!match) return null
  const lat = Number(match[1])
  const lng = Number(match[2])
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null
  return roundPoint({ lat, lng })
}

export const formatNear = (point: LatLng) => {
  const { lat, lng } = roundPoint(point)
  return `${lat},${lng}`
}

export const isRadius = (value: number): value is Radius => (RADII as readonly number[]).includes(value)

/**
 * How many of the given distances lie within each radius (cumulative, as "within 25 km" includes the cars within
 * 10): `radiiKm` ascending, `countAt(k)` the cars at the k-th distance.
 */
export function radiusCounts(
  radiiKm: readonly number[],
  distances: readonly number[],
  countAt: (k: number) => number,
): number[] {
  const out = radiiKm.map(() => 0)
  distances.forEach((km, k) => {
    const n = countAt(k)
    radiiKm.forEach((radius, r) => {
      if (km <= radius) out[r] += n
    })
  })
  return out
}
