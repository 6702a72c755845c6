import { z } from 'zod'

import { SEARCH_INDICES } from '@/sites/markets'

import { DEPARTMENT_GROUPS } from './options'
import { isValidPhone, isValidSlug, parseGeocoord } from './validation'

/**
 * The shape of a dealer-sites document as it is created (spec 1 §3 "Site" and "Department").
 * It mirrors `collection.ts` field for field, so seeds and imports can be checked before they reach
 * Payload, and the TypeScript types exist before `payload-types.ts` is generated.
 */

const phone = z.string().max(2000).refine(isValidPhone, 'invalid phone')
/** Payload date fields hold ISO timestamps; date-only values are pinned to 12:00Z like the admin picker does. */
const isoDate = z.iso.datetime()

export const dealerUserSchema = z.object({
  first_name: z.string().max(2000).min(1),
  last_name: z.string().max(2000).min(1),
  title: z.string().max(2000).optional(),
  phone: phone.optional(),
  email: z.email().max(254).optional(),
  /** Media id (upload relationship). */
  image: z.number().int().optional(),
})

export const openingHourSchema = z.object({
  /** A day or a span of days as editors write it, e.g. 'Måndag–fredag'. */
  day: z.string().max(2000).min(1),
  displayText: z.string().max(2000).min(1),
})

export const vacationSchema = z.object({
  vacationtitle: z.string().max(2000).min(1),
  vacationstart: isoDate,
  vacationend: isoDate,
  days: z.array(z.object({ day: isoDate, displayText: z.string().max(2000).min(1) })).optional(),
})

export const deviationDaySchema = z.object({
  date: isoDate,
  displayText: z.string().max(2000).min(1),
  closed: z.boolean().optional(),
})

export const openingScheduleSchema = z.object({
  openinghours: z.array(openingHourSchema).optional(),
  vacationdays: z.array(vacationSchema).optional(),
  deviationdays: z.array(deviationDaySchema).optional(),
})

export const brandSchema = z.object({ name: z.string().max(2000).min(1), brand_code: z.string().max(2000).min(1) })

export const departmentSchema = z.object({
  name: z.string().max(2000).min(1),
  official_name: z.string().max(2000).optional(),
  phone: phone.optional(),
  email: z.email().max(254).optional(),
  group: z.enum(DEPARTMENT_GROUPS),
  department_type: z.string().max(2000).optional(),
  /** UK find-us filter key (spec 2 §2.7: site_departments.service_name). */
  service_name: z.string().max(2000).optional(),
  brands: z.array(brandSchema).optional(),
  erp_id: z.string().max(2000).optional(),
  users: z.array(dealerUserSchema).optional(),
  openingschedule: openingScheduleSchema.optional(),
})

/** Create data of one dealer site, without the `site` relationship (a database id). */
export const dealerSiteDataSchema = z.object({
  site_id: z.string().max(2000).min(1),
  index: z.enum(SEARCH_INDICES),
  site_official_name: z.string().max(2000).min(1),
  slug: z.string().max(2000).refine(isValidSlug, 'invalid slug'),
  site_street: z.string().max(2000).optional(),
  site_zip: z.string().max(2000).optional(),
  site_city: z.string().max(2000).optional(),
  site_region: z.string().max(2000).optional(),
  site_phone: phone.optional(),
  site_email: z.email().max(254).optional(),
  site_image_url: z.string().max(2000).optional(),
  site_primary_image: z.number().int().optional(),
  site_geocoord: z
    .string()
    .max(100)
    .refine((value) => parseGeocoord(value) !== null, 'invalid geocoord')
    .optional(),
  website_city: z.string().max(2000).optional(),
  website_sort_order: z.number().int().optional(),
  leads_email: z.email().max(254).optional(),
  company_erp_id: z.string().max(2000).optional(),
  site_brands: z.array(brandSchema).optional(),
  site_departments: z.array(departmentSchema).optional(),
})

/** A generated dealer site; the seeder replaces `siteKey` with the id of the site whose search index it is. */
export const dealerSeedSchema = dealerSiteDataSchema.extend({ siteKey: z.enum(SEARCH_INDICES) })

export type DealerUser = z.infer<typeof dealerUserSchema>
export type OpeningHour = z.infer<typeof openingHourSchema>
export type Vacation = z.infer<typeof vacationSchema>
export type DeviationDay = z.infer<typeof deviationDaySchema>
export type OpeningSchedule = z.infer<typeof openingScheduleSchema>
export type DealerBrand = z.infer<typeof brandSchema>
export type Department = z.infer<typeof departmentSchema>
export type DealerSiteData = z.infer<typeof dealerSiteDataSchema>
export type DealerSeed = z.infer<typeof dealerSeedSchema>
