import type { Car } from '@/payload-types'

/** What a car detail page needs to route and to show its heading (issue 12 fills in the sections). */
export const CAR_DETAIL_FIELDS = [
  'car_id', 'slug', 'car_brand', 'car_model', 'car_version', 'car_year', 'car_price', 'car_price_text', 'car_retail_price_text',
  'car_campaign_price_text', 'car_has_campaign_price', 'car_mileage_text', 'car_fuel', 'car_gearbox', 'car_site_name',
  'car_site_city', 'car_primary_image', 'car_description',
] as const satisfies readonly (keyof Car)[]

export type CarDetail = Pick<Car, (typeof CAR_DETAIL_FIELDS)[number]>

/** The public path of a car under a car-detail base: `{base}/{id}/{slug}` (spec 1 §2). */
export const carPath = (base: string, car: Pick<Car, 'car_id' | 'slug'>) => `${base === '/' ? '' : base}/${car.car_id}/${car.slug}`

/** The car's heading (spec 1 §2: brand and model), with the version when there is one. */
export const carTitle = (car: Pick<Car, 'car_brand' | 'car_model' | 'car_version'>) =>
  [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' ')

/**
 * spec 1 §2: only the id → 302 to `{id}/{slug}`; a slug that is not the car's → 301 to the right one.
 * An unknown car needs no redirect: its page is the not-found view.
 */
export function carRedirect(car: Pick<Car, 'car_id' | 'slug'> | null, base: string, slug: string | null): { status: 301 | 302; path: string } | null {
  if (!car) return null
  if (slug === null) return { status: 302, path: carPath(base, car) }
  return slug === car.slug ? null : { status: 301, path: carPath(base, car) }
}
