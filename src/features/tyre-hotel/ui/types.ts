/**
 * The tyre hotel's data as the browser sees it (spec 2 §3 "Tire hotel entities"): the answers of
 * /api/tirehotel/* and what the flow keeps in its session.
 */

/** Search result: the agreement's phone number, encrypted for the login call and obfuscated for display. */
export type Customer = { encryptedPhoneNumber: string; obfuscatedPhoneNumber: string; regNo: string }

/** Login result: the token the code is validated against. */
export type Credentials = { authorizationToken: string; message?: string }

export type Station = { locationName: string; departmentName: string; erpId: string; phone: string; email: string }

export type Wheel = {
  name?: string
  rimDiameter?: number | string | null
  sectionWidth?: number | string | null
  aspectRatio?: number | string | null
  threadPattern?: string | null
  /** Tread depth in mm. */
  threadDepth?: number | null
  /** 0 fine; above 0 a warning icon; 1 replacement recommended (spec 2 §8). */
  threadStatusId?: number | null
  threadStatusMessage?: string | null
}

export type Tire = { equipmentPosition: string; wheel: Wheel }

export type Vehicle = {
  regNo: string
  name?: string
  brand?: string
  brandCode?: string
  model?: string
  productId?: string
  packageLevel?: string
  location: Station
  tires: Tire[]
}

/** Validate result; status 0 means logged in (spec 2 §3). */
export type ValidatedSession = { status: number; vehicles: Vehicle[] }

export type BookingRequest = {
  /** Local date-time of the appointment (the day at midnight when no time is chosen). */
  bookingDate: string
  /** The same value, or null when the day has no times (the workshop comes back with one). */
  bookingStart: string | null
  regNo: string
  freeText: string
  customer: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

export type BookingConfirmation = {
  bookingConfirmationId: string
  appointmentTime: string | null
  isFullDay: boolean
  services: { name: string }[]
  workshop: { name: string; address: string; email: string; phoneNumber: string }
  freeText: string | null
  customerBase: { firstName: string; lastName: string; email: string; phoneMobile: string }
}

export type Review = { rating: number; comment: string; date: string }
