/**
 * Loads the booking catalogue from the collections into the plain model the rules read (`model.ts`),
 * cached per instance for a few seconds (`catalogue-cache.ts`; editors' saves clear it).
 * Not `server-only`: the benchmark and the seed's checks load it in plain Node.
 */
import type { Payload } from 'payload'
import type { WorkshopBrand, WorkshopDepartment, WorkshopOffering } from '@/payload-types'
import { MANAGE_DEFAULTS } from '@/features/booking-manage/rules'
import { calendarFromStored } from '@/features/service-booking/capacity/calendar-schema'
import { cachedCatalogue } from './catalogue-cache'
import type { Brand, Catalogue, Category, Department, Offering } from './model'

const idOf = (value: number | { id: number } | null | undefined) =>
  value == null ? null : typeof value === 'number' ? value : value.id

function toOffering(doc: WorkshopOffering, brandName: (id: number | null) => string | null): Offering {
  const unit = doc.unitPrice
  return {
    code: doc.code,
    name: doc.name,
    description: doc.description ?? '',
    categoryId: idOf(doc.category as number | { id: number })!,
    durationMinutes: doc.durationMinutes,
    prices: (doc.prices ?? []).map((row) => ({ brand: brandName(idOf(row.brand as number | null)), price: row.price })),
    notKnownPriceText: doc.notKnownPriceText || null,
    discountPercent: doc.agreementDiscountPercent ?? 0,
    requiresAuthorisation: Boolean(doc.requiresAuthorisation),
    requiresMileage: Boolean(doc.requiresMileage),
    allowUserInput: Boolean(doc.allowUserInput),
    brands: (doc.brands ?? []).map((b) => brandName(idOf(b as number))).filter((b): b is string => b !== null),
    unavailableModels: (doc.unavailableModels ?? []).flatMap((m) => {
      const brand = brandName(idOf(m.brand as number))
      return brand ? [{ brand, model: m.model }] : []
    }),
    unitPrice:
      unit?.enabled && unit.minimum && unit.maximum && unit.maximum >= unit.minimum
        ? {
            minimum: unit.minimum,
            maximum: unit.maximum,
            unit: unit.unit ?? '',
            unitAbbreviation: unit.unitAbbreviation ?? '',
            postfix: unit.postfix ?? '',
          }
        : null,
    sortOrder: doc.sortOrder ?? 0,
  }
}

function toDepartment(
  doc: WorkshopDepartment,
  brandName: (id: number | null) => string | null,
  offeringCode: (id: number | null) => string | null,
): Department {
  return {
    docId: doc.id,
    departmentId: doc.departmentId,
    name: doc.name,
    siteId: doc.siteId,
    street: doc.street,
    zip: doc.zip,
    city: doc.city,
    latitude: doc.latitude,
    longitude: doc.longitude,
    email: doc.email,
    phone: doc.phone ?? null,
    brands: (doc.authorisedBrands ?? [])
      .map((b) => brandName(idOf(b as number)))
      .filter((b): b is string => b !== null),
    offeringCodes: new Set(
      (doc.offerings ?? []).map((o) => offeringCode(idOf(o as number))).filter((c): c is string => c !== null),
    ),
    priceFactor: doc.priceFactor ?? 1,
    calendar: calendarFromStored(doc.capacity),
    lateChangeHours: doc.lateChangeHours ?? MANAGE_DEFAULTS.lateChangeHours,
    maxReschedules: doc.maxReschedules ?? MANAGE_DEFAULTS.maxReschedules,
  }
}

/** Reads every brand, category, active offering and active department (a few hundred rows at most). */
export async function loadCatalogue(payload: Payload): Promise<Catalogue> {
  const all = { depth: 0, pagination: false, limit: 0 } as const
  const [brands, categories, offerings, departments] = await Promise.all([
    payload.find({ collection: 'workshop-brands', ...all }),
    payload.find({ collection: 'workshop-categories', ...all }),
    payload.find({ collection: 'workshop-offerings', where: { active: { not_equals: false } }, ...all }),
    payload.find({
      collection: 'workshop-departments',
      where: { active: { not_equals: false } },
      sort: 'departmentId',
      ...all,
    }),
  ])
  const brandById = new Map(brands.docs.map((b: WorkshopBrand) => [b.id, b]))
  const brandName = (id: number | null) => (id === null ? null : (brandById.get(id)?.name ?? null))
  const offeringById = new Map(offerings.docs.map((o) => [o.id, o.code]))
  const offeringCode = (id: number | null) => (id === null ? null : (offeringById.get(id) ?? null))
  return {
    brands: new Map(
      brands.docs.map((b): [string, Brand] => [
        b.name.toLocaleLowerCase('sv'),
        { name: b.name, supported: b.supported !== false, bookingUrl: b.bookingUrl || null },
      ]),
    ),
    categories: new Map(
      categories.docs.map((c): [number, Category] => [
        c.id,
        {
          id: c.id,
          name: c.name,
          kind: c.kind,
          selectionType: c.selectionType,
          icon: c.icon,
          sortOrder: c.sortOrder ?? 0,
        },
      ]),
    ),
    offerings: new Map(offerings.docs.map((o) => [o.code, toOffering(o, brandName)])),
    departments: departments.docs.map((d) => toDepartment(d, brandName, offeringCode)),
  }
}

/** The catalogue as this instance last loaded it (at most CATALOGUE_TTL_MS old). */
export function catalogue(payload: Payload): Promise<Catalogue> {
  return cachedCatalogue(() => loadCatalogue(payload))
}
