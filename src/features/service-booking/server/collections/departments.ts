import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { MANAGE_DEFAULTS } from '@/features/booking-manage/rules'
import { capacityField } from '@/features/service-booking/capacity/fields'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { WORKSHOP_DEPARTMENT_TEXTS } from './labels'

/**
 * Workshop departments that take bookings (spec 2 §3 "Workshop site"): where they are, the brands
 * they are authorised for, what they do, and their capacity (units per day, opening hours,
 * exception days; src/features/service-booking/capacity). Tied to the dealer site whose workshop they are, where
 * there is one.
 */
export const WorkshopDepartments: CollectionConfig = {
  slug: 'workshop-departments',
  labels: {
    singular: { en: 'Workshop department', sv: 'Verkstad', nb: 'Verksted', sk: 'Servisné stredisko' },
    plural: { en: 'Workshop departments', sv: 'Verkstäder', nb: 'Verksteder', sk: 'Servisné strediská' },
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'name',
    defaultColumns: ['name', 'departmentId', 'city', 'active'],
  },
  defaultSort: 'departmentId',
  hooks: clearsCatalogue,
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          { name: 'name', type: 'text', required: true },
          {
            name: 'departmentId',
            type: 'number',
            required: true,
            unique: true,
            min: 1,
          },
          { name: 'active', type: 'checkbox', defaultValue: true },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'dealerSite',
            type: 'relationship',
            relationTo: 'dealer-sites',
          },
          {
            name: 'siteId',
            type: 'text',
            required: true,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'street', type: 'text', required: true },
          { name: 'zip', type: 'text', required: true },
          { name: 'city', type: 'text', required: true },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
          { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'email', type: 'email', required: true },
          { name: 'phone', type: 'text' },
        ],
      },
      { name: 'authorisedBrands', type: 'relationship', relationTo: 'workshop-brands', hasMany: true },
      {
        name: 'offerings',
        type: 'relationship',
        relationTo: 'workshop-offerings',
        hasMany: true,
      },
      {
        name: 'priceFactor',
        type: 'number',
        min: 0.5,
        max: 2,
        defaultValue: 1,
      },
      {
        type: 'row',
        fields: [
          {
            name: 'lateChangeHours',
            type: 'number',
            min: 0,
            max: 336,
            defaultValue: MANAGE_DEFAULTS.lateChangeHours,
          },
          {
            name: 'maxReschedules',
            type: 'number',
            min: 0,
            max: 10,
            defaultValue: MANAGE_DEFAULTS.maxReschedules,
          },
        ],
      },
      capacityField({ dbPrefix: 'wk_dept' }),
    ],
    WORKSHOP_DEPARTMENT_TEXTS,
  ),
}
