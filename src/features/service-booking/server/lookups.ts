/**
 * The reads every booking call starts with: the car from the registry, the department, the chosen
 * offerings — each failing with the message the page shows (spec 2 §8).
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { query } from '@/platform/db'
import { NotFoundError } from '@/platform/errors'
import { translator } from '@/i18n/catalogue'
import { BookingRuleError } from './errors'
import type { Car, Catalogue, Department, Offering } from './model'
import { brandSupported } from './rules'
import type { BookingApiMessages } from './strings'

export type BookingScope = {
  payload: Payload
  catalogue: Catalogue
  messages: BookingApiMessages
  /** The catalogue's texts and workshop names in the page's language (the site's dictionary); as stored without it. */
  say?: (text: string) => string
}

type VehicleRow = {
  registration_number: string
  brand: string
  model: string
  build_year: number | string
  has_service_agreement: boolean | null
}

/**
 * GET car/{reg}: the registry's entry, or NotFoundError (404) with the message the lookup form shows.
 * Every booking call starts here, so it is one indexed SQL read of the `vehicle-registry` table
 * rather than a local-API find (a third of the time).
 */
export async function findCar(
  { payload, catalogue, messages }: BookingScope,
  registrationNumber: string,
): Promise<Car> {
  const [row] = await query<VehicleRow>(
    payload,
    sql`select registration_number, brand, model, build_year, has_service_agreement from vehicle_registry where registration_number = ${registrationNumber} limit 1`,
  )
  if (!row) throw new NotFoundError(messages.unknownVehicle)
  return {
    registrationNumber: row.registration_number,
    brand: row.brand,
    model: row.model,
    buildYear: Number(row.build_year),
    hasServiceAgreement: Boolean(row.has_service_agreement),
    isSupported: brandSupported(catalogue, row.brand),
  }
}

/** A car the booking can take: known (404) and of a supported brand (422, spec 2 §8 "Car not supported"). */
export async function bookableCar(scope: BookingScope, registrationNumber: string): Promise<Car> {
  const car = await findCar(scope, registrationNumber)
  if (!car.isSupported)
    throw new BookingRuleError(
      'registrationNumber',
      translator(scope.messages)('unsupportedBrand', { brand: car.brand }),
    )
  return car
}

export function findDepartment({ catalogue, messages }: BookingScope, departmentId: number): Department {
  const department = catalogue.departments.find((d) => d.departmentId === departmentId)
  if (!department) throw new NotFoundError(messages.unknownDepartment)
  return department
}

/** The offerings of the codes, in the given order; an unknown or inactive code is a 422 on `field`. */
export function findOfferings(
  { catalogue, messages }: BookingScope,
  codes: readonly string[],
  field = 'serviceOfferings',
): Offering[] {
  return codes.map((code) => {
    const offering = catalogue.offerings.get(code)
    if (!offering) throw new BookingRuleError(field, messages.unknownOffering)
    return offering
  })
}
