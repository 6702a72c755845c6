import type { CollectionConfig } from 'payload'
import { editors, groupAdmins } from '@/cms/access'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'

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
  fields: [
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
            { label: 'Service (step 2)', value: 'service' },
            { label: 'Add-on (step 3)', value: 'addon' },
          ],
        },
        {
          name: 'selectionType',
          type: 'select',
          required: true,
          defaultValue: 'multiple',
          options: ['single', 'multiple'],
          admin: { description: 'single: at most one offering of the category.' },
        },
        { name: 'icon', type: 'select', required: true, defaultValue: 'wrench', options: [...CATEGORY_ICONS] },
        { name: 'sortOrder', type: 'number', defaultValue: 0 },
      ],
    },
  ],
}
