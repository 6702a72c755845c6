/**
 * The service-booking flow as a pure state machine (spec 2 §4.1). The fields are the spec's booking
 * state (§3), kept in sessionStorage under the same names (storage.ts), so a reload keeps the step.
 *
 * - bookingState: how far the visitor has come (0–5); moving forward raises it to at least the step.
 * - displayState: the step shown; it can go back to any step already reached.
 * - maxBookingState: 5 by default, 4 after a lookup (§9), kept as the spec stores it; the label counts the 4
 *   labelled steps on every step (stepLabel).
 */
import type { BookingResponse, Car, Location, Workshop } from './contract'

export type ServiceType = 'service' | 'addon'

/** Spec 2 §3 "Selected service entry", keyed by the offering's code. */
export type SelectedService = {
  name: string
  price: number | null
  priceKnown: boolean
  priceDiscount: number | null
  category: string | null
  /** Units chosen on a unit selector (1 otherwise). */
  unit: number
  userInput: string | null
  type: ServiceType
  unitAbbreviation: string | null
  /** Price per unit of a unit-priced offering (the line is unit × unitPrice). */
  unitPrice: number | null
  requiresMileage: boolean
}

/** The chosen workshop and time (and, after booking, the confirmation). */
export type BookingInfo = {
  workshop: Workshop
  /** YYYY-MM-DD */
  date: string
  /** HH:mm, or null for the full-day drop-off. */
  time: string | null
  isFullDay: boolean
  confirmation?: BookingResponse & { email: string }
}

export type Step = 1 | 2 | 3 | 4 | 5

export type BookingSession = {
  lat: number | null
  lng: number | null
  car: Car | null
  milage: number | null
  bookingState: number
  services: Record<string, SelectedService>
  maxBookingState: number
  region: string | null
  displayState: Step
  bookingInfo: BookingInfo | null
  location: Location | null
}

export const DEFAULT_MAX_STEP = 5
export const MAX_STEP_AFTER_LOOKUP = 4

export const INITIAL: BookingSession = {
  lat: null,
  lng: null,
  car: null,
  milage: null,
  bookingState: 0,
  services: {},
  maxBookingState: DEFAULT_MAX_STEP,
  region: null,
  displayState: 1,
  bookingInfo: null,
  location: null,
}

export type BookingEvent =
  | { type: 'lookedUp'; car: Car; location: Location }
  | { type: 'open'; step: Step }
  | { type: 'servicesDone' }
  | { type: 'addonsDone' }
  /** Add-ons came back empty or failed: step 3 is skipped (spec 2 §4.1, §8). */
  | { type: 'addonsSkipped' }
  | { type: 'setService'; code: string; entry: SelectedService | null }
  | { type: 'setMileage'; milage: number | null }
  | { type: 'pickSlot'; info: Omit<BookingInfo, 'confirmation'> }
  | { type: 'changeSlot' }
  /** The chosen workshop's prices (spec 2 §4.1: summary prices refresh when the workshop changes). */
  | {
      type: 'repriced'
      prices: Record<string, Pick<SelectedService, 'price' | 'priceKnown' | 'priceDiscount' | 'unitPrice'>>
    }
  | { type: 'booked'; confirmation: BookingResponse & { email: string } }
  | { type: 'reset' }
  /** The session read back from storage after a reload. */
  | { type: 'restore'; session: BookingSession }

const raise = (session: BookingSession, step: Step): BookingSession => ({
  ...session,
  displayState: step,
  bookingState: Math.max(session.bookingState, step),
})

/** The same plate and place as the stored lookup: resubmitting returns to the current step (spec 2 §4.1). */
export function isSameLookup(session: BookingSession, plate: string, location: Location): boolean {
  return Boolean(
    session.car &&
    session.location &&
    session.bookingState >= 2 &&
    session.car.registrationNumber === plate &&
    session.location.placeId === location.placeId,
  )
}

export const servicesOfType = (session: BookingSession, type: ServiceType) =>
  Object.entries(session.services).filter(([, entry]) => entry.type === type)

/** Whether the step may be shown: reached already, and step 5 only once booked. */
export function canOpen(session: BookingSession, step: Step): boolean {
  if (step === 5) return session.bookingState === 5
  if (session.bookingState === 5) return false
  return step === 1 || step <= session.bookingState
}

export function reduce(session: BookingSession, event: BookingEvent): BookingSession {
  switch (event.type) {
    case 'lookedUp': {
      if (isSameLookup(session, event.car.registrationNumber, event.location))
        return { ...session, car: event.car, displayState: clampStep(session.bookingState) }
      // A new plate or place: services, workshop and mileage start over.
      return {
        ...INITIAL,
        car: event.car,
        location: event.location,
        lat: event.location.latitude,
        lng: event.location.longitude,
        region: event.location.region,
        bookingState: 2,
        displayState: 2,
        maxBookingState: MAX_STEP_AFTER_LOOKUP,
      }
    }
    case 'open':
      return canOpen(session, event.step) ? { ...session, displayState: event.step } : session
    case 'servicesDone':
      return servicesOfType(session, 'service').length ? raise(session, 3) : session
    case 'addonsSkipped':
      // Any add-ons chosen before no longer exist.
      return raise({ ...session, services: Object.fromEntries(servicesOfType(session, 'service')) }, 4)
    case 'addonsDone':
      return raise(session, 4)
    case 'setService': {
      const services = { ...session.services }
      if (event.entry) services[event.code] = event.entry
      else delete services[event.code]
      const next: BookingSession = { ...session, services, bookingInfo: null }
      // Without a main service nothing after step 2 can be booked.
      if (!servicesOfType(next, 'service').length) next.bookingState = Math.min(next.bookingState, 2)
      if (!Object.values(services).some((s) => s.requiresMileage)) next.milage = null
      return next
    }
    case 'setMileage':
      return { ...session, milage: event.milage }
    case 'pickSlot':
      return { ...session, bookingInfo: { ...event.info } }
    case 'changeSlot':
      return { ...session, bookingInfo: null }
    case 'repriced': {
      const services = { ...session.services }
      for (const [code, price] of Object.entries(event.prices))
        if (services[code]) services[code] = { ...services[code], ...price }
      return { ...session, services }
    }
    case 'booked':
      if (!session.bookingInfo) return session
      return {
        ...session,
        bookingInfo: { ...session.bookingInfo, confirmation: event.confirmation },
        bookingState: 5,
        displayState: 5,
      }
    case 'reset':
      return INITIAL
    case 'restore':
      return event.session
  }
}

function clampStep(n: number): Step {
  return Math.min(5, Math.max(1, Math.round(n))) as Step
}

/** The steps that carry a label: 1–4; step 5 is the confirmation, shown without one. */
export const LABELLED_STEPS = 4

/**
 * The label's numbers, "Step n/max" (spec 2 §2.1). The count is the same on every step ("Steg 1/5"
 * then "Steg 2/4" read as a miscount); maxBookingState stays the stored state of spec 2 §3, not a count to show.
 */
export const stepLabel = (session: BookingSession) => ({ n: session.displayState, max: LABELLED_STEPS })

/** Step 2's "continue": at least one service, and the mileage when the original service is chosen (spec 2 §5). */
export function servicesComplete(session: BookingSession): boolean {
  const chosen = servicesOfType(session, 'service')
  if (!chosen.length) return false
  if (chosen.some(([, s]) => s.requiresMileage) && !(session.milage && session.milage > 0)) return false
  return chosen.every(([, s]) => s.userInput === null || s.userInput.trim() !== '')
}

/** Step 3's two buttons (spec 2 §4.1): "continue without add-ons" only with none, "continue" only with some. */
export function addonButtons(session: BookingSession): { withoutAddons: boolean; withAddons: boolean } {
  const chosen = servicesOfType(session, 'addon')
  const complete = chosen.every(([, s]) => s.userInput === null || s.userInput.trim() !== '')
  return { withoutAddons: chosen.length === 0, withAddons: chosen.length > 0 && complete }
}

export { clampStep }
