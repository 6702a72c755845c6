import type { CollectionConfig } from 'payload'
import { editors, groupAdmins } from '@/cms/access'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { WORKSHOP_BRAND_TEXTS } from './labels'

/**
 * Car brands the booking knows (spec 2 §3 Car "isSupported", §8 "Car not supported"): a brand that
 * is not supported books elsewhere (its own booking page); whether the group has an authorised
 * workshop for it follows from the departments' authorised brands.
 */
export const WorkshopBrands: CollectionConfig = {
  slug: 'workshop-brands',
  labels: {
    singular: { en: 'Booking brand', sv: 'Bokningsmärke', nb: 'Bestillingsmerke', sk: 'Značka na rezerváciu' },
    plural: { en: 'Booking brands', sv: 'Bokningsmärken', nb: 'Bestillingsmerker', sk: 'Značky na rezerváciu' },
  },
  // The group's catalogue: every editor reads it (departments pick from it), group admins change it.
  access: { read: editors, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'name',
    defaultColumns: ['name', 'supported', 'bookingUrl'],
  },
  hooks: clearsCatalogue,
  fields: withLabels(
    [
      {
        name: 'name',
        type: 'text',
        required: true,
        unique: true,
      },
      {
        name: 'supported',
        type: 'checkbox',
        defaultValue: true,
      },
      {
        name: 'bookingUrl',
        type: 'text',
      },
    ],
    WORKSHOP_BRAND_TEXTS,
  ),
}
