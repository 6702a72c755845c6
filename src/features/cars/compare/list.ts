/**
 * The compare list (spec 1 §3 "Compare list": cars kept in session storage plus a modal flag; §4 "Compare").
 * Pure rules; the browser store (store.ts) keeps the result under COMPARE_KEY.
 */
import { isCarId, isRecord, isSitePath, isText } from '@/features/cars/stored-values'
import { COMPARE_ROW_KEYS, type CompareRowKey } from './values'

/** At most 4 cars side by side, with a clear message when a fifth is added. */
export const MAX_COMPARE = 4
export const COMPARE_KEY = 'compare'

export type CompareCar = {
  id: string
  href: string
  title: string
  version: string | null
  image: string | null
  /** Display values per comparison row, in the market's format; a missing row is not known for the car. */
  values: Partial<Record<CompareRowKey, string>>
}
export type CompareState = { cars: CompareCar[]; open: boolean }

const ROW_KEYS: ReadonlySet<string> = new Set(COMPARE_ROW_KEYS)

function isCompareCar(v: unknown): v is CompareCar {
  if (!isRecord(v) || !isRecord(v.values)) return false
  return (
    isCarId(v.id) &&
    isSitePath(v.href) &&
    isText(v.title) &&
    (v.version === null || isText(v.version)) &&
    (v.image === null || isSitePath(v.image)) &&
    Object.entries(v.values).every(([key, value]) => ROW_KEYS.has(key) && isText(value))
  )
}

const isStored = (v: unknown): v is CompareState =>
  isRecord(v) &&
  typeof v.open === 'boolean' &&
  Array.isArray(v.cars) &&
  v.cars.length <= MAX_COMPARE &&
  v.cars.every(isCompareCar)

export const EMPTY: CompareState = { cars: [], open: false }

/** The stored state, or empty when missing or not ours (session storage is the visitor's to edit). */
export function parseStored(raw: string | null): CompareState {
  if (!raw) return EMPTY
  try {
    const parsed: unknown = JSON.parse(raw)
    return isStored(parsed) ? normalise({ cars: parsed.cars.map(ownFields), open: parsed.open }) : EMPTY
  } catch {
    return EMPTY
  }
}

/** Only the fields a car has here: anything else the stored copy carries is dropped, as a schema would. */
const ownFields = ({ id, href, title, version, image, values }: CompareCar): CompareCar => ({
  id,
  href,
  title,
  version,
  image,
  values: { ...values },
})

/** Spec 1 §4: when the list empties the modal closes (and the tray vanishes). */
const normalise = (state: CompareState): CompareState => (state.cars.length ? state : EMPTY)

export type ToggleOutcome = 'added' | 'removed' | 'full'

/** Adds the car, or removes it when listed; a full list refuses the fifth and stays as it was. */
export function toggle(state: CompareState, car: CompareCar): { state: CompareState; outcome: ToggleOutcome } {
  if (state.cars.some((c) => c.id === car.id)) return { state: remove(state, car.id), outcome: 'removed' }
  if (state.cars.length >= MAX_COMPARE) return { state, outcome: 'full' }
  return { state: { ...state, cars: [...state.cars, car] }, outcome: 'added' }
}

export const remove = (state: CompareState, id: string): CompareState =>
  normalise({ ...state, cars: state.cars.filter((c) => c.id !== id) })

/** The full record replaces the card's data, if the car is still listed (the visitor may have removed it meanwhile). */
export const replace = (state: CompareState, car: CompareCar): CompareState =>
  state.cars.some((c) => c.id === car.id)
    ? { ...state, cars: state.cars.map((c) => (c.id === car.id ? car : c)) }
    : state

export const setOpen = (state: CompareState, open: boolean): CompareState =>
  normalise({ ...state, open: open && state.cars.length > 0 })

export const isListed = (state: CompareState, id: string) => state.cars.some((c) => c.id === id)
