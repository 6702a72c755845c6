/**
 * What a booking request books (spec 2 §3 "Booking request" serviceOfferingRequests; §5 rules):
 * each requested offering checked against the car, the department and its own rules — available
 * for the model, done there, mileage for the original service, the message where one is asked for,
 * units within the offering's range — and priced at that department. Pure.
 */
import { translator } from '@/i18n/catalogue'
import { BookingRuleError } from './errors'
import type { Car, Catalogue, Department } from './model'
import { agreementPrice } from './pricing'
import { availableForModel, offeringPrice } from './rules'
import type { BookingRequest } from './requests'
import type { BookingApiMessages } from './strings'

export type BookedService = {
  code: string
  name: string
  category: string
  units: number
  userInput: string | null
  /** SEK for all units at the department, or null when not known. */
  price: number | null
  /** SEK for all units with the service agreement, or null. */
  priceDiscount: number | null
  durationMinutes: number
}

export function bookedServices(
  catalogue: Catalogue,
  messages: BookingApiMessages,
  car: Car,
  department: Department,
  request: BookingRequest,
): BookedService[] {
  const t = translator(messages)
  return request.serviceOfferingRequests.map((item, i) => {
    const field = `serviceOfferingRequests[${i}]`
    const offering = catalogue.offerings.get(item.kobraId)
    if (!offering) throw new BookingRuleError(`${field}.kobraId`, messages.unknownOffering)
    if (!availableForModel(offering, car))
      throw new BookingRuleError(`${field}.kobraId`, t('offeringUnavailable', { name: offering.name }))
    if (offering.requiresMileage && !request.mileage) throw new BookingRuleError('mileage', messages.mileageRequired)
    const userInput = item.userInput?.trim() || null
    if (offering.allowUserInput && !userInput)
      throw new BookingRuleError(`${field}.userInput`, messages.userInputRequired)
    const range = offering.unitPrice
    const units = range ? (item.unitsSelected ?? range.minimum) : 1
    if (range && (units < range.minimum || units > range.maximum)) {
      throw new BookingRuleError(
        `${field}.unitsSelected`,
        t('unitsOutOfRange', {
          min: range.minimum,
          max: range.maximum,
          unit: range.unitAbbreviation || range.unit,
          name: offering.name,
        }),
      )
    }
    const unitPrice = offeringPrice(catalogue, offering, car, { department })
    const discounted = agreementPrice(unitPrice, offering.discountPercent, car.hasServiceAgreement)
    return {
      code: offering.code,
      name: offering.name,
      category: catalogue.categories.get(offering.categoryId)?.name ?? '',
      units,
      userInput: offering.allowUserInput ? userInput : null,
      price: unitPrice === null ? null : unitPrice * units,
      priceDiscount: discounted === null ? null : discounted * units,
      durationMinutes: offering.durationMinutes,
    }
  })
}

/** The total the customer pays (SEK), or null when any price is not known. */
export function bookingTotal(services: readonly BookedService[]): number | null {
  let total = 0
  for (const s of services) {
    if (s.price === null) return null
    total += s.priceDiscount ?? s.price
  }
  return total
}
