import type { Access, CollectionConfig, Field, RelationshipField } from 'payload'

import { internalField } from '@/cms/access'
import { siteField } from '@/cms/fields/site'
import { SEARCH_INDICES } from '@/sites/markets'

import { DEPARTMENT_GROUPS } from './options'
import { validateGeocoord, validatePhone, validateSlug } from './validation'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { DEALER_FIELD_TEXTS, DEALER_TEXTS } from './labels'

/**
 * Dealer sites (spec 1 §3 "Site" and "Department"): the records behind the site list, site detail,
 * car contact sections and the workshop listing. Field names keep the spec's snake_case so a document
 * is already the search record the spec's calls return.
 *
 * Texts are not localized: a dealer site belongs to one market and is written in that market's
 * language, and localizing would add a `_locales` table under every nested array below.
 *
 * Nested arrays become child tables in PostgreSQL; `dbName` keeps their names (and the names of the
 * indexes and foreign keys built from them) under the 63-character identifier limit.
 */

const loggedIn: Access = ({ req }) => Boolean(req.user)

/**
 * Name of the reference to the website (tenant) a dealer site is listed on. Elsewhere this is the
 * shared `siteField` named 'site', but Payload stores a relationship named 'site' in a column
 * `site_id`, which is also the column of the spec's `site_id` text field: PostgreSQL refuses the
 * schema. The spec name wins (it is the search record's key and cars point at it through
 * car_site_id), so here the reference is called 'website', like website_city and website_sort_order.
 */
export const DEALER_WEBSITE_FIELD = 'website'

const websiteField: RelationshipField = { ...siteField, name: DEALER_WEBSITE_FIELD, label: DEALER_TEXTS.website }

const phoneField = (name: string): Field => ({ name, type: 'text', validate: validatePhone })

/** Calendar days: the admin picker stores them at 12:00Z, which stays on the same date in every market. */
const dayField = (name: string): Field => ({
  name,
  type: 'date',
  required: true,
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
})

const brandFields: Field[] = [
  { name: 'name', type: 'text', required: true },
  { name: 'brand_code', type: 'text', required: true },
]

const openingSchedule: Field = {
  name: 'openingschedule',
  type: 'group',
  fields: [
    {
      name: 'openinghours',
      type: 'array',
      dbName: 'dealer_sites_depts_hours',
      fields: [
        {
          type: 'row',
          fields: [
            // Free text rather than a weekday select: editors write spans ('Mon–Fri') in the site's language.
            { name: 'day', type: 'text', required: true },
            { name: 'displayText', type: 'text', required: true },
          ],
        },
      ],
    },
    {
      name: 'vacationdays',
      type: 'array',
      dbName: 'dealer_sites_depts_vacations',
      fields: [
        { name: 'vacationtitle', type: 'text', required: true },
        { type: 'row', fields: [dayField('vacationstart'), dayField('vacationend')] },
        {
          name: 'days',
          type: 'array',
          dbName: 'dealer_sites_depts_vacation_days',
          fields: [{ type: 'row', fields: [dayField('day'), { name: 'displayText', type: 'text', required: true }] }],
        },
      ],
    },
    {
      name: 'deviationdays',
      type: 'array',
      dbName: 'dealer_sites_depts_deviations',
      fields: [
        {
          type: 'row',
          fields: [
            dayField('date'),
            { name: 'displayText', type: 'text', required: true },
            { name: 'closed', type: 'checkbox', defaultValue: false },
          ],
        },
      ],
    },
  ],
}

const department: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'official_name', type: 'text' },
    ],
  },
  {
    type: 'row',
    fields: [
      {
        name: 'group',
        type: 'select',
        required: true,
        options: DEPARTMENT_GROUPS.map((group) => ({ label: DEALER_TEXTS.groups[group], value: group })),
      },
      { name: 'department_type', type: 'text' },
      {
        name: 'service_name',
        type: 'text',
      },
    ],
  },
  {
    type: 'row',
    fields: [
      phoneField('phone'),
      { name: 'email', type: 'email' },
      { name: 'erp_id', type: 'text', access: internalField },
    ],
  },
  { name: 'brands', type: 'array', dbName: 'dealer_sites_depts_brands', fields: brandFields },
  {
    name: 'users',
    type: 'array',
    dbName: 'dealer_sites_depts_users',
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'first_name', type: 'text', required: true },
          { name: 'last_name', type: 'text', required: true },
          { name: 'title', type: 'text' },
        ],
      },
      { type: 'row', fields: [phoneField('phone'), { name: 'email', type: 'email' }] },
      { name: 'image', type: 'upload', relationTo: 'media' },
    ],
  },
  openingSchedule,
]

export const DealerSites: CollectionConfig = {
  slug: 'dealer-sites',
  labels: {
    singular: { en: 'Dealer site', sv: 'Anläggningssida', nb: 'Forhandlerside', sk: 'Stránka predajcu' },
    plural: { en: 'Dealer sites', sv: 'Anläggningssidor', nb: 'Forhandlersider', sk: 'Stránky predajcov' },
  },
  admin: {
    useAsTitle: 'site_official_name',
    defaultColumns: ['site_official_name', 'site_city', 'index', 'website_sort_order'],
    listSearchableFields: ['site_official_name', 'site_city', 'slug', 'site_id'],
    group: ADMIN_GROUPS.dealers,
  },
  // The site list is sorted by website_sort_order (spec 1 §7).
  defaultSort: 'website_sort_order',
  access: { read: () => true, create: loggedIn, update: loggedIn, delete: loggedIn },
  // A slug is a URL segment of one website, so it is unique per site, enforced by the database.
  indexes: [{ fields: [DEALER_WEBSITE_FIELD, 'slug'], unique: true }],
  fields: withLabels(
    [
      websiteField,
      {
        name: 'index',
        type: 'select',
        required: true,
        index: true,
        options: [...SEARCH_INDICES],
        admin: { position: 'sidebar' },
      },
      {
        name: 'website_sort_order',
        type: 'number',
        admin: { position: 'sidebar' },
      },
      {
        type: 'tabs',
        tabs: [
          {
            label: DEALER_TEXTS.siteTab,
            fields: [
              {
                type: 'row',
                fields: [
                  // The spec's "site without site_id is not found" relies on it being present and stable.
                  { name: 'site_id', type: 'text', required: true, unique: true },
                  { name: 'slug', type: 'text', required: true, index: true, validate: validateSlug },
                ],
              },
              { name: 'site_official_name', type: 'text', required: true },
              {
                type: 'row',
                fields: [
                  { name: 'site_street', type: 'text' },
                  { name: 'site_zip', type: 'text' },
                  { name: 'site_city', type: 'text' },
                  { name: 'site_region', type: 'text' },
                ],
              },
              {
                type: 'row',
                fields: [
                  {
                    name: 'website_city',
                    type: 'text',
                  },
                  {
                    name: 'site_geocoord',
                    type: 'text',
                    validate: validateGeocoord,
                    admin: { placeholder: '59.32930,18.06860' },
                  },
                ],
              },
              {
                type: 'row',
                fields: [
                  phoneField('site_phone'),
                  { name: 'site_email', type: 'email' },
                  {
                    name: 'leads_email',
                    type: 'email',
                    access: internalField,
                  },
                  { name: 'company_erp_id', type: 'text', access: internalField },
                ],
              },
              {
                type: 'row',
                fields: [
                  { name: 'site_primary_image', type: 'upload', relationTo: 'media' },
                  {
                    name: 'site_image_url',
                    type: 'text',
                  },
                ],
              },
              { name: 'site_brands', type: 'array', fields: brandFields },
            ],
          },
          {
            label: DEALER_TEXTS.departmentsTab,
            fields: [
              {
                name: 'site_departments',
                type: 'array',
                dbName: 'dealer_sites_depts',
                admin: { initCollapsed: true },
                fields: department,
              },
            ],
          },
        ],
      },
    ],
    DEALER_FIELD_TEXTS,
  ),
}
