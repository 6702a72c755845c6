import type { CollectionConfig, Field } from 'payload'
import { anyone, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { localeStatusField } from '@/cms/admin/components'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { MESSAGE_TEXTS } from '../message/labels'
import { SITE_MESSAGE_TYPES } from '../message/rules'
import { NAVIGATION_FIELD_TEXTS, NAVIGATION_TEXTS } from './labels'

/** One navigation entry (spec 1 §3 "Navigation item"); children nest down to the third level. */
function itemFields(children?: Field): Field[] {
  const fields: Field[] = [
    { name: 'name', type: 'text', required: true },
    { name: 'navTitle', type: 'text' },
    {
      name: 'page',
      type: 'relationship',
      relationTo: 'pages',
      validate: relationshipByCount,
    },
    { name: 'path', type: 'text' },
    { name: 'externalLink', type: 'text' },
    { name: 'hideInNavigation', type: 'checkbox', defaultValue: false },
    {
      name: 'shouldBeNavigableInMenuWhenItHasChildren',
      type: 'checkbox',
      defaultValue: false,
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ]
  return children ? [...fields, children] : fields
}

/** The site messages' appearances but their catch-all. */
const MESSAGE_TYPES = SITE_MESSAGE_TYPES.filter((type) => type !== 'Other').map((type) => ({
  label: MESSAGE_TEXTS.types[type],
  value: type,
}))

/** The site's navigation settings and tree (spec 1 §3 "Navigation fields"); one per site. */
export const Navigations: CollectionConfig = {
  slug: 'navigations',
  labels: {
    singular: { en: 'Navigation', sv: 'Navigering', nb: 'Navigasjon', sk: 'Navigácia' },
    plural: { en: 'Navigation', sv: 'Navigering', nb: 'Navigasjon', sk: 'Navigácia' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'site'] },
  hooks: clearsShellCache,
  fields: withLabels(
    [
      { name: 'title', type: 'text', required: true, defaultValue: 'Navigation' },
      localeStatusField('items'),
      {
        type: 'tabs',
        tabs: [
          {
            label: NAVIGATION_TEXTS.menuTab,
            fields: [
              {
                name: 'items',
                type: 'array',
                localized: true,
                fields: itemFields({
                  name: 'children',
                  type: 'array',
                  // A distinct name on the third level: Postgres relation names must be unique per table.
                  fields: itemFields({ name: 'grandchildren', type: 'array', fields: itemFields() }),
                }),
              },
              {
                name: 'extraItems',
                type: 'array',
                localized: true,
                fields: [
                  {
                    name: 'title',
                    type: 'text',
                    required: true,
                    validate: (v: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
                      typeof v === 'string' && v.trim()
                        ? true
                        : inAdminLanguage(NAVIGATION_TEXTS.extraTitleRequired, req.i18n?.language),
                  },
                  { name: 'href', type: 'text', required: true },
                  {
                    name: 'target',
                    type: 'select',
                    options: [
                      { label: NAVIGATION_TEXTS.sameTab, value: '_self' },
                      { label: NAVIGATION_TEXTS.newTab, value: '_blank' },
                    ],
                    defaultValue: '_self',
                  },
                  { name: 'icon', type: 'text' },
                ],
              },
            ],
          },
          {
            label: NAVIGATION_TEXTS.appearanceTab,
            fields: [
              { name: 'logo', type: 'upload', relationTo: 'media' },
              { name: 'logoWidth', type: 'number', defaultValue: 150, min: 1 },
              { name: 'logoHeight', type: 'number', defaultValue: 55, min: 1 },
              { name: 'isSticky', type: 'checkbox', defaultValue: false },
              { name: 'slimNav', type: 'checkbox', defaultValue: false },
              { name: 'hasDarkTheme', type: 'checkbox', defaultValue: false },
              { name: 'showSeparator', type: 'checkbox', defaultValue: false },
            ],
          },
          {
            label: NAVIGATION_TEXTS.messageTab,
            fields: [
              { name: 'hasMessage', type: 'checkbox', defaultValue: false },
              { name: 'messageTitle', type: 'text', localized: true },
              { name: 'messageText', type: 'textarea', localized: true },
              { name: 'messageType', type: 'select', options: MESSAGE_TYPES },
              { name: 'messageIcon', type: 'select', options: ['CampaignAlert', 'WarningAlert'] },
              { name: 'messageIsBelowNavigation', type: 'checkbox', defaultValue: false },
              // A campaign's bar stops by itself (a "valid until 30 April" bar was still shown in November).
              {
                name: 'messageStartsAt',
                type: 'date',
                admin: { date: { pickerAppearance: 'dayAndTime' } },
              },
              {
                name: 'messageEndsAt',
                type: 'date',
                admin: { date: { pickerAppearance: 'dayAndTime' } },
              },
            ],
          },
        ],
      },
    ],
    NAVIGATION_FIELD_TEXTS,
  ),
}
