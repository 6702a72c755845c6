import type { CollectionConfig } from 'payload'
import { groupAdmins } from '@/cms/access'
import { REGISTRATION_PATTERN } from '../../registration'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { inAdminLanguage } from '@/cms/admin-languages'
import { BOOKING_TEXTS, VEHICLE_REGISTRY_TEXTS } from './labels'

/** The vehicle registry behind GET /api/mechmate/car/{registrationNumber} (spec 2 §3 "Car"). */
export const VehicleRegistry: CollectionConfig = {
  slug: 'vehicle-registry',
  labels: {
    singular: {
      en: 'Registered vehicle',
      sv: 'Registrerat fordon',
      nb: 'Registrert kjøretøy',
      sk: 'Registrované vozidlo',
    },
    plural: { en: 'Vehicle registry', sv: 'Fordonsregister', nb: 'Kjøretøyregister', sk: 'Register vozidiel' },
  },
  // The group's registry, tied to no site: group admins only.
  access: { read: groupAdmins, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'registrationNumber',
    defaultColumns: ['registrationNumber', 'brand', 'model', 'buildYear', 'hasServiceAgreement'],
  },
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'registrationNumber',
            type: 'text',
            required: true,
            unique: true,
            validate: (value: string | null | undefined, { req }: { req: { i18n?: { language?: string } } }) =>
              value && REGISTRATION_PATTERN.test(value)
                ? true
                : inAdminLanguage(BOOKING_TEXTS.registrationFormat, req.i18n?.language),
          },
          { name: 'brand', type: 'text', required: true },
          { name: 'model', type: 'text', required: true },
          { name: 'buildYear', type: 'number', required: true, min: 1900, max: 2100 },
          { name: 'hasServiceAgreement', type: 'checkbox', defaultValue: false },
        ],
      },
    ],
    VEHICLE_REGISTRY_TEXTS,
  ),
}
