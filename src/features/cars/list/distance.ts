/**
 * The car list's distance choice: a visitor's rounded position (`near=<lat>,<lon>`) or one of the
 * market's places (`place=<slug>`, the towns its dealer sites are in), a radius in the market's unit
 * (`distance=25`: km, miles on the UK site), and the search query parts that measure from it. React-free.
 */
import type { SearchQuery } from '@/features/search/contract'
import { DISTANCE_FACET } from '@/features/search/contract'
import {
  formatNear,
  fromKm,
  isRadius,
  parseNear,
  RADII,
  toKm,
  type DistanceUnit,
  type Radius,
} from '@/features/search/distance'
import type { TemplatesOf, Translate } from '@/i18n/catalogue'
import type { distanceStrings } from './distance-strings'
import { parseGeocoord, type LatLng } from '@/features/dealers/validation'

export type DistanceChoice = { near: LatLng | null; place: string | null; radius: Radius | null }
export const NO_DISTANCE: DistanceChoice = { near: null, place: null, radius: null }

/** A place the list measures from: a town with dealer sites, at the middle of its sites. */
export type Place = { slug: string; name: string; lat: number; lng: number }

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/

/** A town's name as a URL word: lower case, diacritics folded ('Göteborg' → 'goteborg', 'Lillestrøm' → 'lillestrom'). */
export const placeSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** From a list's URL: one origin (a position wins over a place), a radius only with an origin; bad values dropped. */
export function parseDistance(params: URLSearchParams): DistanceChoice {
  const near = parseNear(params.get('near'))
  const rawPlace = (params.get('place') ?? '').trim().toLowerCase()
  const place = near || !SLUG.test(rawPlace) ? null : rawPlace
  const radius = Number(params.get('distance'))
  return { near, place, radius: (near || place) && isRadius(radius) ? radius : null }
}

export function writeDistance(choice: DistanceChoice, params: URLSearchParams): void {
  if (choice.near) params.set('near', formatNear(choice.near))
  else if (choice.place) params.set('place', choice.place)
  if (choice.radius && (choice.near || choice.place)) params.set('distance', String(choice.radius))
}

export const hasOrigin = (choice: DistanceChoice) => choice.near !== null || choice.place !== null

/** The market's towns with dealer sites, each once at the mean of its sites' positions, in the language's order. */
export function placesOf(
  sites: readonly { site_city?: string | null; site_geocoord?: string | null }[],
  locale: string,
): Place[] {
  const byTown = new Map<string, { name: string; points: LatLng[] }>()
  for (const site of sites) {
    const position = parseGeocoord(site.site_geocoord)
    const name = site.site_city?.trim()
    if (!position || !name || !placeSlug(name)) continue
    const entry = byTown.get(placeSlug(name)) ?? { name, points: [] }
    entry.points.push(position)
    byTown.set(placeSlug(name), entry)
  }
  const mean = (points: LatLng[], key: 'lat' | 'lng') => points.reduce((sum, p) => sum + p[key], 0) / points.length
  return [...byTown]
    .map(([slug, { name, points }]) => ({ slug, name, lat: mean(points, 'lat'), lng: mean(points, 'lng') }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** Where the choice measures from: the position, or the place's (an unknown place: nowhere, the list is unfiltered). */
export function originOf(choice: DistanceChoice, places: readonly Place[]): LatLng | null {
  if (choice.near) return choice.near
  const place = places.find((p) => p.slug === choice.place)
  return place ? { lat: place.lat, lng: place.lng } : null
}

/** The query's origin with the radii in km, and the distance facet with the chosen radius as its selection. */
export function distanceQuery(
  origin: LatLng,
  radius: Radius | null,
  unit: DistanceUnit,
): Pick<SearchQuery, 'origin'> & { facet: NonNullable<SearchQuery['facets']>[number] } {
  return {
    origin: { lat: origin.lat, lon: origin.lng, radii_km: RADII.map((r) => toKm(r, unit)) },
    facet: { name: DISTANCE_FACET, ...(radius ? { filters: { max: toKm(radius, unit) } } : {}) },
  }
}

type T = Translate<TemplatesOf<typeof distanceStrings>>

/** "12 km", "8 miles": a distance in the market's unit, whole units in the language's digits. */
export function distanceText(t: T, km: number, unit: DistanceUnit, format: (n: number) => string): string {
  const n = Math.round(fromKm(km, unit))
  return unit === 'miles' ? t('miles', { n }) : t('km', { n: format(n) })
}

/** The chip of a distance choice: the place's name (or "your location") and the radius when one is chosen. */
export function distanceChipText(
  t: T,
  choice: DistanceChoice,
  places: readonly Place[],
  unit: DistanceUnit,
  format: (n: number) => string,
): string {
  const place = choice.near
    ? t('yourPosition')
    : (places.find((p) => p.slug === choice.place)?.name ?? choice.place ?? '')
  if (!choice.radius) return t('chipNear', { place })
  return t('chipWithin', { place, distance: distanceText(t, toKm(choice.radius, unit), unit, format) })
}
