/** A small catalogue for the rules' unit tests (not imported by production code). */
import { calendarFromStored } from '@/features/service-booking/capacity/calendar-schema'
import type { Catalogue, Department, Offering } from './model'

export const offering = (code: string, over: Partial<Offering> = {}): Offering => ({
  code,
  name: code,
  description: '',
  categoryId: 1,
  durationMinutes: 60,
  prices: [{ brand: null, price: 1000 }],
  notKnownPriceText: null,
  discountPercent: 0,
  requiresAuthorisation: false,
  requiresMileage: false,
  allowUserInput: false,
  brands: [],
  unavailableModels: [],
  unitPrice: null,
  sortOrder: 0,
  ...over,
})

export const department = (departmentId: number, over: Partial<Department> = {}): Department => ({
  docId: departmentId,
  departmentId,
  name: `Verkstad ${departmentId}`,
  siteId: String(departmentId),
  street: 'Gatan 1',
  zip: '111 11',
  city: 'Stad',
  latitude: 59.3,
  longitude: 18.0,
  email: `v${departmentId}@example.se`,
  phone: null,
  brands: [],
  offeringCodes: new Set(),
  priceFactor: 1,
  calendar: calendarFromStored({ weeklyHours: [{ weekday: 'mon', open: '07:00', close: '17:00' }] }),
  lateChangeHours: 24,
  maxReschedules: 3,
  ...over,
})

export function catalogueOf(offerings: Offering[], departments: Department[]): Catalogue {
  return {
    brands: new Map([
      ['volvo', { name: 'Volvo', supported: true, bookingUrl: null }],
      ['kia', { name: 'Kia', supported: true, bookingUrl: null }],
      ['ferrari', { name: 'Ferrari', supported: false, bookingUrl: '/ferrari' }],
    ]),
    categories: new Map([
      [1, { id: 1, name: 'Service', kind: 'service', selectionType: 'single', icon: 'wrench', sortOrder: 1 }],
      [2, { id: 2, name: 'Tvätt', kind: 'addon', selectionType: 'multiple', icon: 'wash', sortOrder: 2 }],
    ]),
    offerings: new Map(offerings.map((o) => [o.code, o])),
    departments,
  }
}
