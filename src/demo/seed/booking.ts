import type { Payload } from 'payload'
import { DEMO_BRANDS, DEMO_CATEGORIES, DEMO_OFFERINGS } from '@/demo/booking/catalogue'
import { demoVehicles } from '@/demo/booking/vehicles'
import { demoWorkshops } from '@/demo/booking/workshops'

export type BookingSeedResult = { brands: number; offerings: number; departments: number; vehicles: number }

const all = { depth: 0, pagination: false, limit: 0 } as const

/**
 * The service booking's demo: brands, categories, offerings, ~30 workshop departments
 * (tied to the Swedish dealer sites' workshops where those exist) and the vehicle registry.
 * Creates only what is missing, by natural key (name, code, departmentId, registration number).
 */
export async function seedBooking(payload: Payload, options: { vehicles?: number } = {}): Promise<BookingSeedResult> {
  const created: BookingSeedResult = { brands: 0, offerings: 0, departments: 0, vehicles: 0 }

  const brands = new Map(
    (await payload.find({ collection: 'workshop-brands', ...all })).docs.map((b) => [b.name, b.id]),
  )
  for (const brand of DEMO_BRANDS) {
    if (brands.has(brand.name)) continue
    const doc = await payload.create({
      collection: 'workshop-brands',
      data: { name: brand.name, supported: brand.supported, bookingUrl: brand.bookingUrl },
    })
    brands.set(brand.name, doc.id)
    created.brands += 1
  }
  const brandId = (name: string) => {
    const id = brands.get(name)
    if (id === undefined) throw new Error(`demo booking data names an unknown brand: ${name}`)
    return id
  }

  const categories = new Map(
    (await payload.find({ collection: 'workshop-categories', ...all })).docs.map((c) => [c.name, c.id]),
  )
  const categoryIds = new Map<string, number>()
  for (const category of DEMO_CATEGORIES) {
    let id = categories.get(category.name)
    if (id === undefined) {
      const { key: _key, ...data } = category
      id = (await payload.create({ collection: 'workshop-categories', data })).id
    }
    categoryIds.set(category.key, id)
  }

  const offerings = new Map(
    (await payload.find({ collection: 'workshop-offerings', ...all })).docs.map((o) => [o.code, o.id]),
  )
  for (const o of DEMO_OFFERINGS) {
    if (offerings.has(o.code)) continue
    const doc = await payload.create({
      collection: 'workshop-offerings',
      data: {
        code: o.code,
        name: o.name,
        category: categoryIds.get(o.category)!,
        description: o.description,
        durationMinutes: o.durationMinutes,
        sortOrder: o.sortOrder,
        active: true,
        prices: Object.entries(o.prices).map(([brand, price]) => ({
          brand: brand === '*' ? null : brandId(brand),
          price,
        })),
        notKnownPriceText: o.notKnownPriceText,
        agreementDiscountPercent: o.agreementDiscountPercent ?? 0,
        requiresAuthorisation: o.requiresAuthorisation ?? false,
        requiresMileage: o.requiresMileage ?? false,
        allowUserInput: o.allowUserInput ?? false,
        brands: (o.brands ?? []).map(brandId),
        unavailableModels: (o.unavailableModels ?? [])
          .filter(([brand]) => brands.has(brand))
          .map(([brand, model]) => ({ brand: brandId(brand), model })),
        unitPrice: o.unitPrice ? { enabled: true, ...o.unitPrice } : { enabled: false },
      },
    })
    offerings.set(o.code, doc.id)
    created.offerings += 1
  }

  const existing = new Set(
    (await payload.find({ collection: 'workshop-departments', ...all })).docs.map((d) => d.departmentId),
  )
  const workshops = demoWorkshops()
  const dealerIds = new Map(
    (
      await payload.find({
        collection: 'dealer-sites',
        where: { site_id: { in: workshops.flatMap((w) => (w.dealerSiteId ? [w.dealerSiteId] : [])) } },
        select: { site_id: true },
        ...all,
      })
    ).docs.map((d) => [d.site_id, d.id]),
  )
  for (const w of workshops) {
    if (existing.has(w.departmentId)) continue
    const { dealerSiteId, authorisedBrands, offerings: codes, ...data } = w
    await payload.create({
      collection: 'workshop-departments',
      data: {
        ...data,
        active: true,
        dealerSite: dealerSiteId ? (dealerIds.get(dealerSiteId) ?? null) : null,
        authorisedBrands: authorisedBrands.map(brandId),
        offerings: codes.map((code) => offerings.get(code)!),
      },
    })
    created.departments += 1
  }

  const vehicles = demoVehicles(options.vehicles)
  const known = new Set(
    (await payload.find({ collection: 'vehicle-registry', select: { registrationNumber: true }, ...all })).docs.map(
      (v) => v.registrationNumber,
    ),
  )
  for (const vehicle of vehicles) {
    if (known.has(vehicle.registrationNumber)) continue
    await payload.create({ collection: 'vehicle-registry', data: vehicle })
    created.vehicles += 1
  }
  return created
}
