/**
 * The booking catalogue as the rules read it: plain data loaded from the collections
 * (`catalogue.ts`), so every rule here and in `rules.ts` is a pure function with unit tests.
 */
import type { CapacityCalendar } from '@/features/service-booking/capacity/calendar'

export type Brand = { name: string; supported: boolean; bookingUrl: string | null }

export type OfferingKind = 'service' | 'addon'

export type Category = {
  id: number
  name: string
  kind: OfferingKind
  selectionType: 'single' | 'multiple'
  icon: string
  sortOrder: number
}

export type UnitPrice = { minimum: number; maximum: number; unit: string; unitAbbreviation: string; postfix: string }

export type Offering = {
  code: string
  name: string
  description: string
  categoryId: number
  durationMinutes: number
  /** SEK; `brand: null` is the row for every brand without its own. */
  prices: { brand: string | null; price: number }[]
  notKnownPriceText: string | null
  discountPercent: number
  requiresAuthorisation: boolean
  requiresMileage: boolean
  allowUserInput: boolean
  /** Only for these brands; empty: all. */
  brands: string[]
  unavailableModels: { brand: string; model: string }[]
  unitPrice: UnitPrice | null
  sortOrder: number
}

export type Department = {
  /** Payload id of the workshop-departments document. */
  docId: number
  departmentId: number
  name: string
  siteId: string
  street: string
  zip: string
  city: string
  latitude: number
  longitude: number
  email: string
  phone: string | null
  /** Brands it is authorised for. */
  brands: string[]
  offeringCodes: ReadonlySet<string>
  priceFactor: number
  calendar: CapacityCalendar
  /** Changes and cancellations by link stop this many hours before the appointment. */
  lateChangeHours: number
  /** How many times a booking may be moved by link. */
  maxReschedules: number
}

export type Catalogue = {
  /** By lower-cased name. */
  brands: ReadonlyMap<string, Brand>
  categories: ReadonlyMap<number, Category>
  offerings: ReadonlyMap<string, Offering>
  /** Active departments, by departmentId ascending. */
  departments: readonly Department[]
}

export type Car = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
  isSupported: boolean
}

export type Position = { lat: number; lng: number }

/** The capacity resource key of a department (src/features/service-booking/capacity). */
export const departmentResource = (department: Pick<Department, 'departmentId'>) =>
  `workshop-department:${department.departmentId}`
