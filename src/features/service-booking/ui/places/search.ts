/**
 * Place search over the local gazetteer (spec 2 §5: Sweden only, Swedish names). Ranking: the whole
 * name, then names starting with the query, then a later word starting with it, then any substring;
 * ties keep the gazetteer's order (larger places first). Diacritics are folded only as a fallback,
 * so 'Goteborg' finds Göteborg while 'Ö' still prefers Ö-names.
 */
import type { Location } from '../contract'
import { distanceKm } from '../geo'
import { COUNTIES } from './counties'
import { PLACES, type PlaceRow } from './places'

export const PLACE_RESULTS = 8

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
const lower = (s: string) => s.toLocaleLowerCase('sv-SE').trim().replace(/\s+/g, ' ')

const slug = (s: string) =>
  fold(lower(s))
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export function toLocation([name, county, lat, lng]: PlaceRow): Location {
  return {
    name,
    latitude: lat,
    longitude: lng,
    placeId: `se-${county.toLowerCase()}-${slug(name)}`,
    region: COUNTIES[county],
  }
}

/** 0 best … 3 weakest, or null for no match. */
function rank(name: string, query: string): number | null {
  if (name === query) return 0
  if (name.startsWith(query)) return 1
  if (name.split(/[\s-]/).some((word, i) => i > 0 && word.startsWith(query))) return 2
  if (name.includes(query)) return 3
  return null
}

export function searchPlaces(raw: string, limit = PLACE_RESULTS, places: readonly PlaceRow[] = PLACES): Location[] {
  const query = lower(raw)
  if (!query) return []
  const folded = fold(query)
  const scored: { row: PlaceRow; score: number; index: number }[] = []
  places.forEach((row, index) => {
    const name = lower(row[0])
    const exact = rank(name, query)
    const loose = rank(fold(name), folded)
    // A match without folding beats the same kind of match found only by folding.
    const score = exact !== null ? exact * 2 : loose !== null ? loose * 2 + 1 : null
    if (score !== null) scored.push({ row, score, index })
  })
  scored.sort((a, b) => a.score - b.score || a.index - b.index)
  return scored.slice(0, limit).map((s) => toLocation(s.row))
}

/** The place nearest to a position (the device's location gets a name and a region). */
export function nearestPlace(lat: number, lng: number, places: readonly PlaceRow[] = PLACES): Location | null {
  let best: PlaceRow | null = null
  let bestKm = Infinity
  for (const row of places) {
    const km = distanceKm(lat, lng, row[2], row[3])
    if (km < bestKm) {
      best = row
      bestKm = km
    }
  }
  return best ? toLocation(best) : null
}
