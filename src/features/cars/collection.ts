/**
 * `cars`: the search-index record of spec 1 §3, one document per car, stored in PostgreSQL and
 * loaded by the in-process search engine (DESIGN §4). Column names are exactly the spec's
 * snake_case names, so fields are grouped in the admin only with unnamed tabs (which, unlike
 * named groups, do not prefix column names). Not localized: a car belongs to one market index and
 * its texts are already in that market's language.
 */
import type { CheckboxField, CollectionConfig, DateField, Field, JSONField, NumberField, TextField } from 'payload'
import { internalField } from '@/cms/access'
import { SEARCH_INDICES } from '../../sites/markets'
import { carJsonSchema, validateCarJson, type CarJsonFieldName } from './json-fields'
import { INDEX_ODOMETER_UNIT } from '@/sites/format'
import { VEHICLE_TYPE_CODES } from './vocabulary'
import { withLabels } from '@/cms/fields/labels'
import { CAR_COLLECTION_LABELS, CAR_FIELD_TEXTS, CAR_TABS } from './admin-labels'

type JSONSchema = NonNullable<JSONField['jsonSchema']>['schema']

/** A json field validated by its zod schema (json-fields.ts) and typed for generate:types. */
function jsonField(name: CarJsonFieldName, required = false): JSONField {
  const schema = carJsonSchema(name) as JSONSchema
  const uri = `https://dealer-platform.local/schemas/cars/${name}.json`
  return {
    name,
    type: 'json',
    required,
    // Payload's admin passes `jsonError` when the editor text is not JSON at all.
    validate: (value: unknown, options: { jsonError?: string }) =>
      options?.jsonError ? `${name}: ${options.jsonError}` : validateCarJson(name, value, required),
    jsonSchema: { uri, fileMatch: [uri], schema },
    // jsonSchema alone types the value as never-null; optional options are null when absent.
    typescriptSchema: required ? undefined : [({ jsonSchema }) => ({ anyOf: [jsonSchema, { type: 'null' }] })],
  }
}

type Extra<F> = Partial<Omit<F, 'name' | 'type'>>

// Text and number configs are unions over hasMany; these helpers only build the single-value kind.

const text = (name: string, extra: Extra<TextField> = {}): Field => ({ name, type: 'text', ...extra }) as TextField
const num = (name: string, extra: Extra<NumberField> = {}): Field => ({ name, type: 'number', ...extra }) as NumberField
const bool = (name: string, extra: Extra<CheckboxField> = {}): Field => ({
  name,
  type: 'checkbox',
  defaultValue: false,
  ...extra,
})
const date = (name: string, extra: Extra<DateField> = {}): Field => ({
  name,
  type: 'date',
  admin: { date: { pickerAppearance: 'dayAndTime' } },
  ...extra,
})

/** A measured value and its display text in the market's language and unit (its unit: admin-labels.ts). */
const measured = (name: string): Field[] => [num(name), text(`${name}_text`)]

const isLoggedIn = ({ req }: { req: { user?: unknown } }) => Boolean(req.user)

export const Cars: CollectionConfig = {
  slug: 'cars',
  labels: { singular: CAR_COLLECTION_LABELS.singular, plural: CAR_COLLECTION_LABELS.plural },
  admin: {
    useAsTitle: 'car_model_text',
    defaultColumns: [
      'car_id',
      'car_model_text',
      'index',
      'car_price_text',
      'car_regno',
      'car_site_name',
      'car_is_used',
    ],
    listSearchableFields: ['car_id', 'car_regno', 'car_chassino', 'car_model_text', 'slug'],
    description: CAR_COLLECTION_LABELS.description,
  },
  access: {
    read: () => true,
    create: isLoggedIn,
    update: isLoggedIn,
    delete: isLoggedIn,
  },
  fields: withLabels(
    [
      {
        type: 'tabs',
        tabs: [
          {
            label: CAR_TABS.car,
            fields: [
              text('car_id', { required: true, unique: true, index: true }),
              text('slug', { required: true, index: true }),
              {
                name: 'index',
                type: 'select',
                required: true,
                index: true,
                options: SEARCH_INDICES.map((value) => ({ label: value, value })),
              },
              text('car_brand', { required: true, index: true }),
              text('car_model', { required: true }),
              text('car_model_text'),
              text('car_version'),
              text('car_trim_package'),
              text('car_body'),
              text('car_drive'),
              text('car_color'),
              num('car_year', { min: 1900, max: 2100 }),
              text('car_fuel'),
              text('car_gearbox'),
              num('car_seats', { min: 1, max: 60 }),
              num('car_doors', { min: 1, max: 9 }),
              text('car_chassino'),
              text('car_regno', { index: true }),
              text('car_condition'),
              bool('car_is_used'),
              bool('car_is_sample'),
              bool('caroftheweek'),
              bool('autos_on_show'),
              { name: 'car_description', type: 'textarea' },
              jsonField('car_equipment'),
              jsonField('car_campaigns'),
              date('car_publishdate', { index: true }),
              date('indexed_at'),
            ],
          },
          {
            label: CAR_TABS.media,
            fields: [jsonField('car_images'), jsonField('car_primary_image')],
          },
          {
            label: CAR_TABS.usage,
            fields: [
              num('car_odometer', { min: 0 }),
              {
                name: 'car_odometer_unit',
                type: 'select',
                options: [...new Set(Object.values(INDEX_ODOMETER_UNIT))].map((value) => ({ label: value, value })),
              },
              num('car_mileage', { min: 0 }),
              text('car_mileage_text'),
              date('car_firstregistration', { admin: { date: { pickerAppearance: 'dayOnly' } } }),
            ],
          },
          {
            label: CAR_TABS.price,
            fields: [
              {
                name: 'car_vehicle_type_code',
                type: 'select',
                required: true,
                defaultValue: 'PC',
                options: VEHICLE_TYPE_CODES.map((value) => ({ label: value, value })),
              },
              bool('car_vat_eligible'),
              num('car_price', { required: true, min: 0 }),
              text('car_price_text'),
              text('car_price_title'),
              text('car_price_currency'),
              num('car_retail_price', { min: 0 }),
              text('car_retail_price_text'),
              num('car_retail_price_exkl_vat', { min: 0 }),
              num('car_campaign_price', { min: 0 }),
              text('car_campaign_price_text'),
              num('car_campaign_price_exkl_vat', { min: 0 }),
              bool('car_has_campaign_price'),
              num('car_pbbratio'),
              num('car_beneficial_value'),
            ],
          },
          {
            label: CAR_TABS.finance,
            fields: [
              bool('car_has_campaign_loan'),
              bool('car_has_campaign_companyleasing'),
              bool('car_has_campaign_privateleasing'),
              bool('car_has_companyleasing'),
              bool('car_has_privateleasing'),
              jsonField('car_loan_option'),
              jsonField('car_leasing_options'),
              jsonField('car_company_leasing_option'),
              jsonField('car_private_leasing_option'),
              num('car_loan_monthly_cost', { min: 0 }),
              text('car_loan_description'),
              num('car_loan_rate', { min: 0 }),
              num('car_loan_duration', { min: 0 }),
            ],
          },
          {
            label: CAR_TABS.dealer,
            fields: [
              jsonField('car_sellers'),
              text('car_site_id', { index: true }),
              text('car_site_name'),
              text('car_site_region'),
              text('car_site_city'),
              { name: 'car_site_leads_email', type: 'email', access: internalField },
              text('car_companyerpid', { access: internalField }),
              text('car_departmenterpid', { access: internalField }),
            ],
          },
          {
            label: CAR_TABS.technical,
            fields: [
              ...measured('car_acceleration'),
              ...measured('car_cargo_volume'),
              ...measured('car_curb_weight'),
              ...measured('car_gross_weight'),
              ...measured('car_max_trailer_weight'),
              ...measured('car_length'),
              ...measured('car_width'),
              ...measured('car_height'),
              ...measured('car_fuel_tank'),
              ...measured('car_fuel_combined'),
              ...measured('car_consumption'),
              ...measured('car_co2_emission'),
              ...measured('car_power_hp'),
              ...measured('car_power_kw'),
              ...measured('car_ncap_stars'),
            ],
          },
          {
            label: CAR_TABS.electric,
            fields: [
              ...measured('car_battery_size'),
              ...measured('car_ac_charging_speed'),
              ...measured('car_dc_charging_speed'),
              ...measured('car_wltp_range'),
              ...measured('car_wltp_consumption'),
            ],
          },
        ],
      },
    ],
    CAR_FIELD_TEXTS,
  ),
}
