import type { CollectionConfig } from 'payload'
import { editors, groupAdmins } from '@/cms/access'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { BOOKING_TEXTS, WORKSHOP_CATEGORY_TEXTS } from './labels'

export const CATEGORY_ICONS = [
  'wrench',
  'tyre',
  'ac',
  'battery',
  'brakes',
  'windshield',
  'wash',
  'inspection',
  'electric',
  'accessories',
] as const

/** Service offering categories (spec 2 §3): services (step 2) or add-ons (step 3). */
export const WorkshopCategories: CollectionConfig = {
  slug: 'workshop-categories',
  labels: {
    singular: { en: 'Offering category', sv: 'Tjänstekategori', nb: 'Tjenestekategori', sk: 'Kategória služieb' },
    plural: { en: 'Offering categories', sv: 'Tjänstekategorier', nb: 'Tjenestekategorier', sk: 'Kategórie služieb' },
  },
  // The group's catalogue: every editor reads it (departments pick from it), group admins change it.
  access: { read: editors, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'name',
    defaultColumns: ['name', 'kind', 'selectionType', 'sortOrder'],
  },
  defaultSort: 'sortOrder',
  hooks: clearsCatalogue,
  fields: withLabels(
    [
      { name: 'name', type: 'text', required: true },
      {
        type: 'row',
        fields: [
          {
            name: 'kind',
            type: 'select',
            required: true,
            defaultValue: 'service',
            options: [
              { label: BOOKING_TEXTS.service, value: 'service' },
              { label: BOOKING_TEXTS.addon, value: 'addon' },
            ],
          },
          {
            name: 'selectionType',
            type: 'select',
            required: true,
            defaultValue: 'multiple',
            options: [
              { label: BOOKING_TEXTS.single, value: 'single' },
              { label: BOOKING_TEXTS.multiple, value: 'multiple' },
            ],
          },
          { name: 'icon', type: 'select', required: true, defaultValue: 'wrench', options: [...CATEGORY_ICONS] },
          { name: 'sortOrder', type: 'number', defaultValue: 0 },
        ],
      },
    ],
    WORKSHOP_CATEGORY_TEXTS,
  ),
}
