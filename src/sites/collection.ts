import type { CollectionConfig } from 'payload'
import { anyone, editors, groupAdminField, groupAdmins } from '@/cms/access'
import { LOCALES } from '@/cms/locales'
import { FONT_PAIR_KEYS } from './fonts'
import { SEARCH_INDICES } from './markets'
import { BRAND_THEMES, SITE_THEMES } from './themes'
import { clearsSiteCache } from './site-cache'
import { withLabels } from '@/cms/fields/labels'
import { SITE_COLLECTION_LABELS, SITE_FIELD_TEXTS, SITE_TEXTS } from './admin-labels'
import { inAdminLanguage } from '@/cms/admin-languages'

/** Written by group admins only; everyone reads them. */
const adminsOnly = { create: groupAdminField, update: groupAdminField }

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/

type WithRequest = { req: { i18n?: { language?: string } } }

const validateHostname = (value: unknown, { req }: WithRequest) =>
  typeof value === 'string' && HOSTNAME.test(value)
    ? true
    : inAdminLanguage(SITE_TEXTS.hostnameFormat, req.i18n?.language)

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
        validate: (value: unknown, { req }: WithRequest) =>
          typeof value === 'string' && /^[a-z][a-z0-9-]{0,31}$/.test(value)
            ? true
            : inAdminLanguage(SITE_TEXTS.keyFormat, req.i18n?.language),
      },
      {
        name: 'url',
        type: 'text',
        required: true,
        access: adminsOnly,
      },
      {
        name: 'hostnames',
        type: 'array',
        required: true,
        access: adminsOnly,
        minRows: 1,
        fields: [{ name: 'hostname', type: 'text', required: true, validate: validateHostname }],
      },
      {
        name: 'redirectHostnames',
        type: 'array',
        access: adminsOnly,
        fields: [{ name: 'hostname', type: 'text', required: true, validate: validateHostname }],
      },
      {
        name: 'isDefault',
        type: 'checkbox',
        defaultValue: false,
        access: adminsOnly,
      },
      {
        name: 'siteLocales',
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
        validate: (value: unknown, { req }: WithRequest) =>
          typeof value === 'string' && value.includes('%s')
            ? true
            : inAdminLanguage(SITE_TEXTS.titleTemplateFormat, req.i18n?.language),
      },
      {
        name: 'pathToCarList',
        type: 'text',
        localized: true,
      },
      {
        name: 'carDetailBasePath',
        type: 'text',
        localized: true,
      },
      {
        name: 'gtmID',
        type: 'text',
        validate: (v: unknown, { req }: WithRequest) =>
          !v || (typeof v === 'string' && /^GTM-[A-Z0-9]+$/.test(v))
            ? true
            : inAdminLanguage(SITE_TEXTS.gtmFormat, req.i18n?.language),
      },
      { name: 'favicon', type: 'upload', relationTo: 'media' },
      {
        name: 'bookingReminderHours',
        type: 'number',
        min: 0,
        max: 168,
        admin: {
          step: 1,
        },
      },
    ],
    SITE_FIELD_TEXTS,
  ),
}
