import type { CollectionConfig } from 'payload'
import { anyone, editors, groupAdminField, groupAdmins } from '@/cms/access'
import { LOCALES } from '@/cms/locales'
import { FONT_PAIR_KEYS } from './fonts'
import { SEARCH_INDICES } from './markets'
import { BRAND_THEMES, SITE_THEMES } from './themes'
import { clearsSiteCache } from './site-cache'
import { withLabels } from '@/cms/fields/labels'
import { SITE_COLLECTION_LABELS, SITE_FIELD_TEXTS } from './admin-labels'

/** Written by group admins only; everyone reads them. */
const adminsOnly = { create: groupAdminField, update: groupAdminField }

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

const validateHostname = (value: unknown) =>
  typeof value === 'string' && HOSTNAME.test(value)
    ? true
    : 'A host name is lower-case letters, digits, dots and dashes, e.g. se.example.com'

/**
 * The tenant: one market/brand website (DESIGN §3). Also holds the spec's "Site settings"
 * (spec 1 §3: name, url, titleTemplate, gtmID, favicon, pathToCarList.url).
 */
export const Sites: CollectionConfig = {
  slug: 'sites',
  labels: SITE_COLLECTION_LABELS,
  // A site editor updates their own site's settings (the plugin narrows `update` to their sites); what routes
  // visitors to a site (key, hosts, locales, market) and adding or removing sites are for group admins.
  access: { read: anyone, create: groupAdmins, update: editors, delete: groupAdmins },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'key', 'defaultLocale', 'searchIndex'] },
  hooks: clearsSiteCache,
  fields: withLabels(
    [
      { name: 'name', type: 'text', required: true },
      {
        name: 'key',
        type: 'text',
        required: true,
        unique: true,
        access: adminsOnly,
        admin: { description: 'Short stable identifier used in internal routes, e.g. "se".' },
        validate: (value: unknown) =>
          typeof value === 'string' && /^[a-z][a-z0-9-]{0,31}$/.test(value)
            ? true
            : 'Use lower-case letters, digits and dashes, starting with a letter.',
      },
      {
        name: 'url',
        type: 'text',
        required: true,
        access: adminsOnly,
        admin: { description: 'Public origin, e.g. https://www.example.se' },
      },
      {
        name: 'hostnames',
        type: 'array',
        required: true,
        access: adminsOnly,
        minRows: 1,
        admin: { description: 'Host names that serve this site. The first is the primary one.' },
        fields: [{ name: 'hostname', type: 'text', required: true, validate: validateHostname }],
      },
      {
        name: 'redirectHostnames',
        type: 'array',
        access: adminsOnly,
        admin: {
          description: 'Host names that redirect permanently to the primary host (spec 1 §2: www to bare host).',
        },
        fields: [{ name: 'hostname', type: 'text', required: true, validate: validateHostname }],
      },
      {
        name: 'isDefault',
        type: 'checkbox',
        defaultValue: false,
        access: adminsOnly,
        admin: { description: 'Serves requests for unknown hosts.' },
      },
      {
        name: 'siteLocales',
        label: 'Locales',
        type: 'select',
        hasMany: true,
        required: true,
        access: adminsOnly,
        options: [...LOCALES],
      },
      { name: 'defaultLocale', type: 'select', required: true, access: adminsOnly, options: [...LOCALES] },
      { name: 'country', type: 'text', required: true, access: adminsOnly },
      { name: 'currency', type: 'select', required: true, access: adminsOnly, options: ['SEK', 'NOK', 'EUR', 'GBP'] },
      { name: 'searchIndex', type: 'select', required: true, access: adminsOnly, options: [...SEARCH_INDICES] },
      { name: 'theme', type: 'select', required: true, options: [...SITE_THEMES] },
      { name: 'brandThemes', type: 'select', hasMany: true, options: [...BRAND_THEMES] },
      { name: 'fontPair', type: 'select', required: true, options: FONT_PAIR_KEYS },
      {
        name: 'titleTemplate',
        type: 'text',
        localized: true,
        required: true,
        validate: (value: unknown) =>
          typeof value === 'string' && value.includes('%s')
            ? true
            : 'The title template needs the placeholder %s for the page title.',
      },
      {
        name: 'pathToCarList',
        type: 'text',
        localized: true,
        admin: { description: 'Path of the car list page, e.g. /kop-bil' },
      },
      {
        name: 'carDetailBasePath',
        type: 'text',
        localized: true,
        admin: { description: 'Base path of car detail pages, e.g. /kop-bil' },
      },
      {
        name: 'gtmID',
        type: 'text',
        validate: (v: unknown) =>
          !v || (typeof v === 'string' && /^GTM-[A-Z0-9]+$/.test(v)) ? true : 'A GTM id looks like GTM-ABC123.',
      },
      { name: 'favicon', type: 'upload', relationTo: 'media' },
      {
        name: 'bookingReminderHours',
        type: 'number',
        min: 0,
        max: 168,
        admin: {
          step: 1,
          description:
            'Hours before a service booking or wheel change the customer gets a reminder (e-mail and SMS); 0 sends none. Blank: the server’s BOOKING_REMINDER_HOURS (24 unless set). A booking made closer than this gets none.',
        },
      },
    ],
    SITE_FIELD_TEXTS,
  ),
}
