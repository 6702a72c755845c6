/**
 * Favourites and recently viewed cars (issue 37 §3): lists kept in the visitor's browser (local storage, no
 * account). Pure rules; the browser stores (store.ts) keep the results under FAVOURITES_KEY and RECENT_KEY.
 * A car is kept with what a page needs to name it when the search service no longer knows it (sold): its
 * title, picture and slug. Prices are never stored: the favourites page asks for the current ones.
 */
import { isCarId, isRecord, isSitePath, isText } from '@/features/cars/stored-values'

/** The favourites page asks the search service for all of them at once (car_id lists take 100). */
export const MAX_FAVOURITES = 50
/** "Recently viewed": the last 12 cars. */
export const MAX_RECENT = 12
export const FAVOURITES_KEY = 'favourites'
export const RECENT_KEY = 'recentlyViewed'
/** The content block that makes its page the site's favourites page (features/blocks/Favourites). */
export const FAVOURITES_BLOCK = 'favourites'

export type SavedCar = { id: string; slug: string; title: string; image: string | null }
/** Newest first. */
export type SavedCars = { cars: SavedCar[] }

export const NONE: SavedCars = { cars: [] }

const isSlug = (v: unknown): v is string => isText(v) && /^[\w-]*$/.test(v)

const isSavedCar = (v: unknown): v is SavedCar =>
  isRecord(v) && isCarId(v.id) && isSlug(v.slug) && isText(v.title) && (v.image === null || isSitePath(v.image))

/** Only the fields a car has here: anything else the stored copy carries is dropped. */
const ownFields = ({ id, slug, title, image }: SavedCar): SavedCar => ({ id, slug, title, image })

/** The stored list, or empty when missing or not ours; at most `max` cars, each once. */
export function parseSaved(raw: string | null, max: number): SavedCars {
  if (!raw) return NONE
  try {
    const parsed: unknown = JSON.parse(raw)
    if (!isRecord(parsed) || !Array.isArray(parsed.cars) || parsed.cars.length > max) return NONE
    if (!parsed.cars.every(isSavedCar)) return NONE
    const cars = parsed.cars.map(ownFields)
    return new Set(cars.map((c) => c.id)).size === cars.length && cars.length ? { cars } : NONE
  } catch {
    return NONE
  }
}

export const isSaved = (list: SavedCars, id: string) => list.cars.some((c) => c.id === id)

export type FavouriteOutcome = 'added' | 'removed' | 'full'

/** Adds the car first, or removes it when kept; a full list refuses a new car and stays as it was. */
export function toggleFavourite(list: SavedCars, car: SavedCar): { list: SavedCars; outcome: FavouriteOutcome } {
  if (isSaved(list, car.id)) return { list: removeSaved(list, car.id), outcome: 'removed' }
  if (list.cars.length >= MAX_FAVOURITES) return { list, outcome: 'full' }
  return { list: { cars: [car, ...list.cars] }, outcome: 'added' }
}

export const removeSaved = (list: SavedCars, id: string): SavedCars => {
  const cars = list.cars.filter((c) => c.id !== id)
  return cars.length ? { cars } : NONE
}

/** A car page was seen: it heads the list (once), the oldest beyond MAX_RECENT drops off. */
export function visit(list: SavedCars, car: SavedCar): SavedCars {
  if (list.cars[0]?.id === car.id && list.cars[0].slug === car.slug && list.cars[0].title === car.title) return list
  return { cars: [car, ...list.cars.filter((c) => c.id !== car.id)].slice(0, MAX_RECENT) }
}

/** The share link's query parameter: the car ids, comma-separated (`?cars=12,34`). */
export const SHARE_PARAM = 'cars'

export const shareQuery = (list: SavedCars) =>
  list.cars.length ? `?${SHARE_PARAM}=${list.cars.map((c) => c.id).join(',')}` : ''

/**
 * The ids a shared link names: car ids only, each once, in the link's order, at most MAX_FAVOURITES; anything
 * else is ignored (a link is anyone's to write). Null when the address has no such parameter.
 */
export function sharedIds(param: string | null): string[] | null {
  if (param === null) return null
  const ids = param
    .slice(0, MAX_FAVOURITES * 14)
    .split(',')
    .map((id) => id.trim())
    .filter(isCarId)
  return [...new Set(ids)].slice(0, MAX_FAVOURITES)
}
