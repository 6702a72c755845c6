/**
 * The reads every booking call starts with: the car from the registry, the department, the chosen
 * offerings — each failing with the message the page shows (spec 2 §8).
 */
import type { Payload } from 'payload'
import { NotFoundError } from '@/platform/errors'
import { translator } from '@/strings/catalogue'
import { BookingRuleError } from './errors'
import type { Car, Catalogue, Department, Offering } from './model'
import { brandSupported } from './rules'
import type { BookingApiMessages } from './strings'

export type BookingScope = { payload: Payload; catalogue: Catalogue; messages: BookingApiMessages }

/** GET car/{reg}: the registry's entry, or NotFoundError (404) with the message the lookup form shows. */
export async function findCar({ payload, catalogue, messages }: BookingScope, registrationNumber: string): Promise<Car> {
  const { docs } = await payload.find({
    collection: 'vehicle-registry',
    where: { registrationNumber: { equals: registrationNumber } },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const doc = docs[0]
  if (!doc) throw new NotFoundError(messages.unknownVehicle)
  return {
    registrationNumber: doc.registrationNumber,
    brand: doc.brand,
    model: doc.model,
    buildYear: doc.buildYear,
    hasServiceAgreement: Boolean(doc.hasServiceAgreement),
    isSupported: brandSupported(catalogue, doc.brand),
  }
}

/** A car the booking can take: known (404) and of a supported brand (422, spec 2 §8 "Car not supported"). */
export async function bookableCar(scope: BookingScope, registrationNumber: string): Promise<Car> {
  const car = await findCar(scope, registrationNumber)
  if (!car.isSupported) throw new BookingRuleError('registrationNumber', translator(scope.messages)('unsupportedBrand', { brand: car.brand }))
  return car
}

export function findDepartment({ catalogue, messages }: BookingScope, departmentId: number): Department {
  const department = catalogue.departments.find((d) => d.departmentId === departmentId)
  if (!department) throw new NotFoundError(messages.unknownDepartment)
  return department
}

/** The offerings of the codes, in the given order; an unknown or inactive code is a 422 on `field`. */
export function findOfferings({ catalogue, messages }: BookingScope, codes: readonly string[], field = 'serviceOfferings'): Offering[] {
  return codes.map((code) => {
    const offering = catalogue.offerings.get(code)
    if (!offering) throw new BookingRuleError(field, messages.unknownOffering)
    return offering
  })
}
