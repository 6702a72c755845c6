import type { Car } from '@/payload-types'

/** What a car detail page shows (spec 1 §2 sections, §3 car record): everything but the bookkeeping columns. */
export const CAR_DETAIL_FIELDS = [
  'car_id',
  'slug',
  'index',
  'car_brand',
  'car_model',
  'car_model_text',
  'car_version',
  'car_trim_package',
  'car_body',
  'car_drive',
  'car_color',
  'car_year',
  'car_fuel',
  'car_gearbox',
  'car_seats',
  'car_doors',
  'car_chassino',
  'car_regno',
  'car_condition',
  'car_is_used',
  'car_is_sample',
  'car_description',
  'car_equipment',
  'car_campaigns',
  'car_images',
  'car_primary_image',
  'car_odometer',
  'car_odometer_unit',
  'car_mileage',
  'car_mileage_text',
  'car_firstregistration',
  'car_vehicle_type_code',
  'car_vat_eligible',
  'car_price',
  'car_price_text',
  'car_price_title',
  'car_price_currency',
  'car_retail_price',
  'car_retail_price_text',
  'car_retail_price_exkl_vat',
  'car_campaign_price',
  'car_campaign_price_text',
  'car_campaign_price_exkl_vat',
  'car_has_campaign_price',
  'car_loan_option',
  'car_leasing_options',
  'car_company_leasing_option',
  'car_private_leasing_option',
  'car_sellers',
  'car_site_id',
  'car_site_name',
  'car_site_region',
  'car_site_city',
  'car_acceleration_text',
  'car_cargo_volume_text',
  'car_curb_weight_text',
  'car_gross_weight_text',
  'car_max_trailer_weight_text',
  'car_length_text',
  'car_width_text',
  'car_height_text',
  'car_fuel_tank_text',
  'car_fuel_combined_text',
  'car_consumption_text',
  'car_co2_emission_text',
  'car_power_hp_text',
  'car_power_kw_text',
  'car_ncap_stars_text',
  'car_battery_size_text',
  'car_ac_charging_speed_text',
  'car_dc_charging_speed_text',
  'car_wltp_range_text',
  'car_wltp_consumption_text',
  // the numbers of the texts above: a page in another language than the market's writes them its way (features/cars/display.ts)
  'car_acceleration',
  'car_cargo_volume',
  'car_curb_weight',
  'car_gross_weight',
  'car_max_trailer_weight',
  'car_length',
  'car_width',
  'car_height',
  'car_fuel_tank',
  'car_fuel_combined',
  'car_consumption',
  'car_co2_emission',
  'car_power_hp',
  'car_power_kw',
  'car_ncap_stars',
  'car_battery_size',
  'car_ac_charging_speed',
  'car_dc_charging_speed',
  'car_wltp_range',
  'car_wltp_consumption',
] as const satisfies readonly (keyof Car)[]

export type CarDetail = Pick<Car, (typeof CAR_DETAIL_FIELDS)[number]>

/** The fields that name a car on a card or in a list (id and slug for its link, title, picture, price). */
export const CAR_NAME_FIELDS = [
  'car_id',
  'slug',
  'car_brand',
  'car_model',
  'car_version',
  'car_primary_image',
  'car_price',
] as const

/** The public path of a car under a car-detail base: `{base}/{id}/{slug}` (spec 1 §2). */
export const carPath = (base: string, car: Pick<Car, 'car_id' | 'slug'>) =>
  `${base === '/' ? '' : base}/${car.car_id}/${car.slug}`

/** The car's heading (spec 1 §2: brand and model), with the version when there is one. */
export const carTitle = (car: Pick<Car, 'car_brand' | 'car_model' | 'car_version'>) =>
  [car.car_brand, car.car_model, car.car_version].filter(Boolean).join(' ')

/**
 * spec 1 §2: only the id → 302 to `{id}/{slug}`; a slug that is not the car's → 301 to the right one.
 * An unknown car needs no redirect: its page is the not-found view.
 */
export function carRedirect(
  car: Pick<Car, 'car_id' | 'slug'> | null,
  base: string,
  slug: string | null,
): { status: 301 | 302; path: string } | null {
  if (!car) return null
  if (slug === null) return { status: 302, path: carPath(base, car) }
  return slug === car.slug ? null : { status: 301, path: carPath(base, car) }
}
