/**
 * The compare list (spec 1 §3 "Compare list": cars kept in session storage plus a modal flag; §4 "Compare").
 * Pure rules; the browser store (store.ts) keeps the result under COMPARE_KEY.
 */
import { z } from 'zod'
import { COMPARE_ROW_KEYS } from './values'

/** Issue 12: at most 4 cars side by side, with a clear message when a fifth is added. */
export const MAX_COMPARE = 4
export const COMPARE_KEY = 'compare'

const text = z.string().max(300)
const compareCarSchema = z.object({
  id: z.string().regex(/^\d{1,12}$/),
  href: text.regex(/^\//),
  title: text,
  version: text.nullable(),
  image: text.regex(/^\//).nullable(),
  /** Display values per comparison row, in the market's format; a missing row is not known for the car. */
  values: z.partialRecord(z.enum(COMPARE_ROW_KEYS), text),
})
export type CompareCar = z.infer<typeof compareCarSchema>

const storedSchema = z.object({ cars: z.array(compareCarSchema).max(MAX_COMPARE), open: z.boolean() })
export type CompareState = z.infer<typeof storedSchema>
export const EMPTY: CompareState = { cars: [], open: false }

/** The stored state, or empty when missing or not ours (session storage is the visitor's to edit). */
export function parseStored(raw: string | null): CompareState {
  if (!raw) return EMPTY
  try {
    const parsed = storedSchema.safeParse(JSON.parse(raw))
    return parsed.success ? normalise(parsed.data) : EMPTY
  } catch {
    return EMPTY
  }
}

/** Spec 1 §4: when the list empties the modal closes (and the tray vanishes). */
const normalise = (state: CompareState): CompareState => (state.cars.length ? state : EMPTY)

export type ToggleOutcome = 'added' | 'removed' | 'full'

/** Adds the car, or removes it when listed; a full list refuses the fifth and stays as it was. */
export function toggle(state: CompareState, car: CompareCar): { state: CompareState; outcome: ToggleOutcome } {
  if (state.cars.some((c) => c.id === car.id)) return { state: remove(state, car.id), outcome: 'removed' }
  if (state.cars.length >= MAX_COMPARE) return { state, outcome: 'full' }
  return { state: { ...state, cars: [...state.cars, car] }, outcome: 'added' }
}

export const remove = (state: CompareState, id: string): CompareState => normalise({ ...state, cars: state.cars.filter((c) => c.id !== id) })

/** The full record replaces the card's data, if the car is still listed (the visitor may have removed it meanwhile). */
export const replace = (state: CompareState, car: CompareCar): CompareState =>
  state.cars.some((c) => c.id === car.id) ? { ...state, cars: state.cars.map((c) => (c.id === car.id ? car : c)) } : state

export const setOpen = (state: CompareState, open: boolean): CompareState => normalise({ ...state, open: open && state.cars.length > 0 })

export const isListed = (state: CompareState, id: string) => state.cars.some((c) => c.id === id)
