import type { CollectionConfig, Field } from 'payload'
import { anyone, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { localeStatusField } from '@/cms/admin/components'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'

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
      admin: { description: 'Internal page; its path becomes url.path.' },
    },
    { name: 'path', type: 'text', admin: { description: 'Internal path when no page is chosen, e.g. /kop-bil.' } },
    {
      name: 'externalLink',
      type: 'text',
      admin: { description: 'External URL (linktype external); wins over page and path.' },
    },
    { name: 'hideInNavigation', type: 'checkbox', defaultValue: false },
    {
      name: 'shouldBeNavigableInMenuWhenItHasChildren',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'A parent with children is itself a link.' },
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ]
  return children ? [...fields, children] : fields
}

const MESSAGE_TYPES = ['Warning', 'Dark', 'Light', 'Neutral']

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
  fields: [
    { name: 'title', type: 'text', required: true, defaultValue: 'Navigation' },
    localeStatusField('items'),
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Menu',
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
                  validate: (v: unknown) =>
                    typeof v === 'string' && v.trim() ? true : 'An extra item needs a non-empty Title.',
                },
                { name: 'href', type: 'text', required: true },
                { name: 'target', type: 'select', options: ['_self', '_blank'], defaultValue: '_self' },
                { name: 'icon', type: 'text', admin: { description: 'Icon name, e.g. phone, map-pin, calendar.' } },
              ],
            },
          ],
        },
        {
          label: 'Appearance',
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
          label: 'Message',
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
              admin: {
                date: { pickerAppearance: 'dayAndTime' },
                description: 'Shown from this moment (empty: at once).',
              },
            },
            {
              name: 'messageEndsAt',
              type: 'date',
              admin: {
                date: { pickerAppearance: 'dayAndTime' },
                description: 'Shown until this moment (empty: until switched off).',
              },
            },
          ],
        },
      ],
    },
  ],
}
