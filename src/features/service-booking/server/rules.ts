/**
 * Which department can do what for which car, and the services answer (spec 2 §3 "Service offering
 * category", "Offering"; §7.1 services/addons). Pure: the catalogue and the car come in as data.
 */
import { distanceKm } from '@/features/dealers/distance'
import type { Car, Catalogue, Category, Department, Offering, OfferingKind, Position, UnitPrice } from './model'
import { agreementPrice, basePrice, departmentPrice, median } from './pricing'

const same = (a: string, b: string) => a.localeCompare(b, 'sv', { sensitivity: 'accent' }) === 0
const includes = (list: readonly string[], value: string) => list.some((item) => same(item, value))

/** The services answer's median is taken over this many of the nearest departments that do the offering. */
export const MEDIAN_OF_NEAREST = 10

export function offeredForBrand(offering: Offering, brand: string): boolean {
  return offering.brands.length === 0 || includes(offering.brands, brand)
}

/** spec 2 §8 "Offering unavailable for the model: '{name} är inte tillgänglig för denna bilmodell'". */
export function availableForModel(offering: Offering, car: Pick<Car, 'brand' | 'model'>): boolean {
  return !offering.unavailableModels.some((m) => same(m.brand, car.brand) && same(m.model, car.model))
}

/** Whether the department does the offering for the brand (original service needs authorisation for it). */
export function canServe(department: Department, offering: Offering, brand: string): boolean {
  return (
    department.offeringCodes.has(offering.code) &&
    offeredForBrand(offering, brand) &&
    (!offering.requiresAuthorisation || includes(department.brands, brand))
  )
}

/** The departments that can do all the offerings for the brand (the workshop stream's candidates). */
export function capableDepartments(catalogue: Catalogue, offerings: readonly Offering[], brand: string): Department[] {
  return catalogue.departments.filter((d) => offerings.every((o) => canServe(d, o, brand)))
}

/** GET authorized-workshop/{brand}: some department is authorised for it. */
export function hasAuthorisedWorkshop(catalogue: Catalogue, brand: string): boolean {
  return catalogue.departments.some((d) => includes(d.brands, brand))
}

/** A brand the booking takes (spec 2 §3 Car isSupported): known and not booked elsewhere. */
export function brandSupported(catalogue: Catalogue, brand: string): boolean {
  return catalogue.brands.get(brand.toLocaleLowerCase('sv'))?.supported ?? false
}

export const departmentPosition = (d: Department): Position => ({ lat: d.latitude, lng: d.longitude })

/** Departments nearest first from a position; ties by departmentId, so the order is stable. */
export function nearestFirst(
  departments: readonly Department[],
  from: Position,
): { department: Department; distanceKm: number }[] {
  return departments
    .map((department) => ({ department, distanceKm: distanceKm(from, departmentPosition(department)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.department.departmentId - b.department.departmentId)
}

export type OfferingAnswer = {
  code: string
  name: string
  /** SEK: the median of the nearest departments' prices, or the chosen department's; null when not known. */
  price: number | null
  priceKnown: boolean
  notKnownPriceText: string | null
  /** SEK: the price with the car's service agreement (shown in red), or null when no discount applies. */
  priceDiscount: number | null
  description: string
  isAvailable: boolean
  allowUserInput: boolean
  requiresMileage: boolean
  unitPrice: UnitPrice | null
  category: string
  type: OfferingKind
  durationMinutes: number
}

export type CategoryAnswer = {
  name: string
  icon: string
  selectionType: 'single' | 'multiple' | 'link'
  offerings: OfferingAnswer[]
  /** Only on the damage-inspection category: the external page it opens (in a new tab). */
  link?: string
  description?: string
}

export type PricePlace = { position: Position } | { department: Department }

/** The offering's price for the car: at the chosen department, or the median of the nearest ones that do it. */
export function offeringPrice(
  catalogue: Catalogue,
  offering: Offering,
  car: Pick<Car, 'brand'>,
  place: PricePlace,
): number | null {
  const base = basePrice(offering, car.brand)
  if (base === null) return null
  if ('department' in place)
    return canServe(place.department, offering, car.brand) ? departmentPrice(base, place.department.priceFactor) : null
  const nearest = nearestFirst(
    catalogue.departments.filter((d) => canServe(d, offering, car.brand)),
    place.position,
  ).slice(0, MEDIAN_OF_NEAREST)
  return median(nearest.map(({ department }) => departmentPrice(base, department.priceFactor)))
}

function offeringAnswer(
  catalogue: Catalogue,
  offering: Offering,
  category: Category,
  car: Car,
  place: PricePlace,
): OfferingAnswer {
  const price = offeringPrice(catalogue, offering, car, place)
  return {
    code: offering.code,
    name: offering.name,
    price,
    priceKnown: price !== null,
    notKnownPriceText: price === null ? offering.notKnownPriceText : null,
    priceDiscount: agreementPrice(price, offering.discountPercent, car.hasServiceAgreement),
    description: offering.description,
    isAvailable: availableForModel(offering, car),
    allowUserInput: offering.allowUserInput,
    requiresMileage: offering.requiresMileage,
    unitPrice: offering.unitPrice,
    category: category.name,
    type: category.kind,
    durationMinutes: offering.durationMinutes,
  }
}

/**
 * The categories of one kind with the offerings some department does for the car's brand, in the
 * editors' order; categories without such offerings are left out.
 */
export function offeringCategories(
  catalogue: Catalogue,
  car: Car,
  kind: OfferingKind,
  place: PricePlace,
): CategoryAnswer[] {
  const categories = [...catalogue.categories.values()]
    .filter((c) => c.kind === kind)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id)
  const offerings = [...catalogue.offerings.values()].sort(
    (a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code),
  )
  return categories.flatMap((category) => {
    const listed = offerings.filter(
      (o) => o.categoryId === category.id && catalogue.departments.some((d) => canServe(d, o, car.brand)),
    )
    if (listed.length === 0) return []
    return [
      {
        name: category.name,
        icon: category.icon,
        selectionType: category.selectionType,
        offerings: listed.map((o) => offeringAnswer(catalogue, o, category, car, place)),
      },
    ]
  })
}
