import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { linkGroup } from '@/cms/fields/link'
import { localeStatusField } from '@/cms/admin/components'
import { withLabels } from '@/cms/fields/labels'
import { FOOTER_FIELD_TEXTS, FOOTER_TEXTS } from './labels'

/** spec 1 §2's icons, and the United Kingdom's (the UK site's link showed the EU flag). */
export const FLAG_ICONS = ['no', 'se', 'sk', 'eu', 'fi', 'gb', 'auction'] as const
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x'] as const

/** The site footer, every field of spec 1 §3 "Footer"; one per site. */
export const Footers: CollectionConfig = {
  slug: 'footers',
  labels: {
    singular: { en: 'Footer', sv: 'Sidfot', nb: 'Bunntekst', sk: 'Päta' },
    plural: { en: 'Footers', sv: 'Sidfötter', nb: 'Bunntekster', sk: 'Päty' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'site'] },
  hooks: clearsShellCache,
  fields: withLabels(
    [
      { name: 'title', type: 'text', required: true, defaultValue: 'Footer' },
      localeStatusField('columns'),
      { name: 'showBrands', type: 'checkbox', defaultValue: true },
      { name: 'brandsHeading', type: 'text', localized: true },
      {
        name: 'brands',
        type: 'array',
        fields: [
          { name: 'name', type: 'text', required: true },
          { name: 'logo', type: 'upload', relationTo: 'media' },
          { name: 'logoBlackAndWhite', type: 'upload', relationTo: 'media' },
        ],
      },
      {
        name: 'columns',
        type: 'array',
        localized: true,
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'description', type: 'textarea' },
          {
            name: 'items',
            type: 'array',
            fields: [
              { name: 'label', type: 'text', required: true },
              { name: 'href', type: 'text', required: true },
              { name: 'newTab', type: 'checkbox', defaultValue: false },
              { name: 'flag', type: 'select', options: [...FLAG_ICONS] },
            ],
          },
        ],
      },
      linkGroup('highlightedLink', { label: FOOTER_TEXTS.highlightedLink }),
      {
        name: 'socialLinks',
        type: 'array',
        fields: [
          { name: 'name', label: FOOTER_TEXTS.network, type: 'select', options: [...SOCIAL_NETWORKS], required: true },
          { name: 'url', type: 'text', required: true },
        ],
      },
      { name: 'infoField1Heading', type: 'text', localized: true },
      { name: 'infoField1Text', type: 'textarea', localized: true },
      { name: 'infoField2Heading', type: 'text', localized: true },
      { name: 'infoField2Text', type: 'textarea', localized: true },
      { name: 'infoFieldOneChildFullWidth', type: 'checkbox', defaultValue: false },
    ],
    FOOTER_FIELD_TEXTS,
  ),
}
