import type { CollectionConfig } from 'payload'
import { editors, groupAdmins } from '@/cms/access'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { WORKSHOP_OFFERING_TEXTS } from './labels'

/**
 * Offerings (spec 2 §3 "Offering"): what a customer books, with its duration (the slot length is
 * the sum of the chosen offerings'), prices per brand (a department's price is this times its
 * price factor; the services answer shows the median of the nearest departments', spec 2 §9
 * "Prices are median values") and the service-agreement discount.
 */
export const WorkshopOfferings: CollectionConfig = {
  slug: 'workshop-offerings',
  labels: {
    singular: { en: 'Offering', sv: 'Tjänst', nb: 'Tjeneste', sk: 'Služba' },
    plural: { en: 'Offerings', sv: 'Tjänster', nb: 'Tjenester', sk: 'Služby' },
  },
  // The group's catalogue: every editor reads it (departments pick from it), group admins change it.
  access: { read: editors, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.serviceBooking,
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'category', 'durationMinutes', 'active'],
  },
  defaultSort: 'sortOrder',
  hooks: clearsCatalogue,
  fields: withLabels(
    [
      {
        type: 'row',
        fields: [
          {
            name: 'code',
            type: 'text',
            required: true,
            unique: true,
          },
          { name: 'name', type: 'text', required: true },
          { name: 'category', type: 'relationship', relationTo: 'workshop-categories', required: true },
        ],
      },
      { name: 'description', type: 'textarea' },
      {
        type: 'row',
        fields: [
          { name: 'durationMinutes', type: 'number', required: true, min: 5, max: 24 * 60, defaultValue: 60 },
          { name: 'sortOrder', type: 'number', defaultValue: 0 },
          { name: 'active', type: 'checkbox', defaultValue: true },
        ],
      },
      {
        name: 'prices',
        type: 'array',
        dbName: 'wk_offer_prices',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'brand', type: 'relationship', relationTo: 'workshop-brands' },
              { name: 'price', type: 'number', required: true, min: 0 },
            ],
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'notKnownPriceText',
            type: 'text',
          },
          {
            name: 'agreementDiscountPercent',
            type: 'number',
            min: 0,
            max: 100,
            defaultValue: 0,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          {
            name: 'requiresAuthorisation',
            type: 'checkbox',
            defaultValue: false,
          },
          {
            name: 'requiresMileage',
            type: 'checkbox',
            defaultValue: false,
          },
          {
            name: 'allowUserInput',
            type: 'checkbox',
            defaultValue: false,
          },
        ],
      },
      {
        name: 'brands',
        type: 'relationship',
        relationTo: 'workshop-brands',
        hasMany: true,
      },
      {
        name: 'unavailableModels',
        type: 'array',
        dbName: 'wk_offer_no_models',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'brand', type: 'relationship', relationTo: 'workshop-brands', required: true },
              { name: 'model', type: 'text', required: true },
            ],
          },
        ],
      },
      {
        name: 'unitPrice',
        type: 'group',
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'enabled', type: 'checkbox', defaultValue: false },
              { name: 'minimum', type: 'number', min: 1 },
              { name: 'maximum', type: 'number', min: 1 },
              { name: 'unit', type: 'text' },
              { name: 'unitAbbreviation', type: 'text' },
              { name: 'postfix', type: 'text' },
            ],
          },
        ],
      },
    ],
    WORKSHOP_OFFERING_TEXTS,
  ),
}
