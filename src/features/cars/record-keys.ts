/**
 * Every key of CarRecord at runtime, in collection order. The type checks below fail to compile
 * when a key is added to CarRecord without being listed here (or listed without existing), so
 * tests and importers can rely on this list to check a record's shape.
 */
import type { CarRecord } from './types'

export const CAR_RECORD_KEYS = [
  'car_id', 'slug', 'index', 'car_publishdate', 'indexed_at',
  'car_brand', 'car_model', 'car_model_text', 'car_version', 'car_trim_package', 'car_body', 'car_drive', 'car_color',
  'car_year', 'car_fuel', 'car_gearbox', 'car_seats', 'car_doors', 'car_chassino', 'car_regno', 'car_condition',
  'car_is_used', 'car_is_sample', 'caroftheweek', 'autos_on_show', 'car_description', 'car_equipment', 'car_campaigns',
  'car_images', 'car_primary_image',
  'car_odometer', 'car_odometer_unit', 'car_mileage', 'car_mileage_text', 'car_firstregistration',
  'car_vehicle_type_code', 'car_vat_eligible', 'car_price', 'car_price_text', 'car_price_title', 'car_price_currency',
  'car_retail_price', 'car_retail_price_text', 'car_retail_price_exkl_vat', 'car_campaign_price',
  'car_campaign_price_text', 'car_campaign_price_exkl_vat', 'car_has_campaign_price', 'car_pbbratio',
  'car_beneficial_value',
  'car_has_campaign_loan', 'car_has_campaign_companyleasing', 'car_has_campaign_privateleasing',
  'car_has_companyleasing', 'car_has_privateleasing', 'car_loan_option', 'car_leasing_options',
  'car_company_leasing_option', 'car_private_leasing_option', 'car_loan_monthly_cost', 'car_loan_description',
  'car_loan_rate', 'car_loan_duration',
  'car_sellers', 'car_site_id', 'car_site_name', 'car_site_region', 'car_site_city', 'car_site_leads_email',
  'car_companyerpid', 'car_departmenterpid',
  'car_acceleration', 'car_acceleration_text', 'car_cargo_volume', 'car_cargo_volume_text', 'car_curb_weight',
  'car_curb_weight_text', 'car_gross_weight', 'car_gross_weight_text', 'car_max_trailer_weight',
  'car_max_trailer_weight_text', 'car_length', 'car_length_text', 'car_width', 'car_width_text', 'car_height',
  'car_height_text', 'car_fuel_tank', 'car_fuel_tank_text', 'car_fuel_combined', 'car_fuel_combined_text',
  'car_consumption', 'car_consumption_text', 'car_co2_emission', 'car_co2_emission_text', 'car_power_hp',
  'car_power_hp_text', 'car_power_kw', 'car_power_kw_text', 'car_ncap_stars', 'car_ncap_stars_text',
  'car_battery_size', 'car_battery_size_text', 'car_ac_charging_speed', 'car_ac_charging_speed_text',
  'car_dc_charging_speed', 'car_dc_charging_speed_text', 'car_wltp_range', 'car_wltp_range_text',
  'car_wltp_consumption', 'car_wltp_consumption_text',
] as const satisfies readonly (keyof CarRecord)[]

type Listed = (typeof CAR_RECORD_KEYS)[number]
type Unlisted = Exclude<keyof CarRecord, Listed>
/** Compile-time guard: `true` only when every CarRecord key is listed. */
const _CAR_RECORD_KEYS_COMPLETE: [Unlisted] extends [never] ? true : { missing: Unlisted } = true
