/**
 * CarRecord: the insertable data of one `cars` document (the spec's search-index record, spec 1 §3),
 * field for field as in collection.ts. Every key is always present and "not applicable" is `null`,
 * so every record has the same shape (cheap for the in-process search index to columnise).
 *
 * Units of the numeric fields (the `_text` twins carry the market's unit and wording):
 * prices in the index currency; car_mileage in km; car_odometer in car_odometer_unit; lengths in
 * mm; weights in kg; volumes in litres; acceleration 0-100 km/h in s; fuel in l/100 km; energy in
 * kWh/100 km; CO2 in g/km; battery in kWh; charging in kW; WLTP range in km.
 *
 * Prices: car_price is what the card shows (the campaign price when car_has_campaign_price). Vans
 * (car_vehicle_type_code 'LCV') are listed without VAT: their car_price is excl. VAT and titled so,
 * car_retail_price and car_campaign_price stay incl. VAT and their `_exkl_vat` twins hold the
 * excl.-VAT amounts; passenger cars have `_exkl_vat` null. Every `_text` formats its own number.
 */
import type { SearchIndex } from '../../sites/markets'
import type {
  CompanyLeasingOption,
  LoanOption,
  PrivateLeasingOption,
  SimpleLeasingItem,
} from '@/features/finance/option-schemas'
import type { OdometerUnit } from '@/sites/format'
import type { PcpBudgetOffer } from '@/features/finance/budget'
import type { CarImage, CarPrimaryImage, CarSeller } from './json-schemas'
import type { VehicleTypeCode } from './vocabulary'

/** ISO 8601 date-time string, as Payload stores `date` fields. */
export type IsoDate = string

export type CarRecord = {
  // identity
  car_id: string
  slug: string
  index: SearchIndex
  car_publishdate: IsoDate
  indexed_at: IsoDate

  // description
  car_brand: string
  car_model: string
  car_model_text: string
  car_version: string
  car_trim_package: string | null
  car_body: string
  car_drive: string
  car_color: string
  car_year: number
  car_fuel: string
  car_gearbox: string
  car_seats: number | null
  car_doors: number | null
  car_chassino: string | null
  car_regno: string | null
  car_condition: string
  car_is_used: boolean
  car_is_sample: boolean
  caroftheweek: boolean
  autos_on_show: boolean
  car_description: string
  car_equipment: string[]
  car_campaigns: string[]

  // media
  car_images: CarImage[]
  car_primary_image: CarPrimaryImage | null

  // usage
  car_odometer: number | null
  car_odometer_unit: OdometerUnit | null
  car_mileage: number | null
  car_mileage_text: string | null
  car_firstregistration: IsoDate | null

  // price
  car_vehicle_type_code: VehicleTypeCode
  car_vat_eligible: boolean
  car_price: number
  car_price_text: string
  car_price_title: string
  car_price_currency: string
  car_retail_price: number
  car_retail_price_text: string
  car_retail_price_exkl_vat: number | null
  car_campaign_price: number | null
  car_campaign_price_text: string | null
  car_campaign_price_exkl_vat: number | null
  car_has_campaign_price: boolean
  car_pbbratio: number | null
  car_beneficial_value: number | null

  // finance
  car_has_campaign_loan: boolean
  car_has_campaign_companyleasing: boolean
  car_has_campaign_privateleasing: boolean
  car_has_companyleasing: boolean
  car_has_privateleasing: boolean
  car_loan_option: LoanOption | null
  car_leasing_options: SimpleLeasingItem[]
  car_company_leasing_option: CompanyLeasingOption | null
  car_private_leasing_option: PrivateLeasingOption | null
  car_loan_monthly_cost: number | null
  car_loan_description: string | null
  car_loan_rate: number | null
  car_loan_duration: number | null

  // dealer site
  car_sellers: CarSeller[]
  car_site_id: string
  car_site_name: string
  car_site_region: string
  car_site_city: string
  car_site_leads_email: string
  car_companyerpid: string
  car_departmenterpid: string

  // technical data
  car_acceleration: number | null
  car_acceleration_text: string | null
  car_cargo_volume: number | null
  car_cargo_volume_text: string | null
  car_curb_weight: number | null
  car_curb_weight_text: string | null
  car_gross_weight: number | null
  car_gross_weight_text: string | null
  car_max_trailer_weight: number | null
  car_max_trailer_weight_text: string | null
  car_length: number | null
  car_length_text: string | null
  car_width: number | null
  car_width_text: string | null
  car_height: number | null
  car_height_text: string | null
  car_fuel_tank: number | null
  car_fuel_tank_text: string | null
  /** Combined (WLTP) fuel consumption, l/100 km; null for pure EVs. */
  car_fuel_combined: number | null
  car_fuel_combined_text: string | null
  /** Consumption of the car's main energy: l/100 km, or kWh/100 km for EVs; text in the market's usual unit (l/mil, mpg). */
  car_consumption: number | null
  car_consumption_text: string | null
  car_co2_emission: number | null
  car_co2_emission_text: string | null
  car_power_hp: number | null
  car_power_hp_text: string | null
  car_power_kw: number | null
  car_power_kw_text: string | null
  car_ncap_stars: number | null
  car_ncap_stars_text: string | null

  // electric data
  car_battery_size: number | null
  car_battery_size_text: string | null
  car_ac_charging_speed: number | null
  car_ac_charging_speed_text: string | null
  car_dc_charging_speed: number | null
  car_dc_charging_speed_text: string | null
  car_wltp_range: number | null
  car_wltp_range_text: string | null
  /** WLTP electric energy consumption, kWh/100 km (EVs and plug-in hybrids). */
  car_wltp_consumption: number | null
  car_wltp_consumption_text: string | null
}

/**
 * A car as the search index holds it: its record, and two values that are no database column (optional, so a plain
 * record of tests or the seed is one too):
 * - `car_price_lowered_at`: when its shown price was last changed if that change lowered it (null otherwise), read
 *   from its price history (src/features/cars/price-history) when the index loads the car;
 * - `car_pcp_offer`: the dealer's PCP offer for it on the index's pricing day (src/features/finance/pcp-budget.ts; null
 *   where none applies), set by the search service before the car is indexed, and again when the dealer's products
 *   or the day change.
 */
export type IndexedCar = CarRecord & { car_price_lowered_at?: IsoDate | null; car_pcp_offer?: PcpBudgetOffer | null }
