import type { CollectionConfig } from 'payload'
import { editors, groupAdmins } from '@/cms/access'
import { clearsCatalogue } from '../catalogue-cache'
import { ADMIN_GROUPS } from '@/cms/admin/groups'

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
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'code',
          type: 'text',
          required: true,
          unique: true,
          admin: { description: 'Product id (the booking request’s kobraId).' },
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
      admin: {
        description:
          'Price in SEK incl. VAT; a row without brand applies to every brand without its own row. No matching row: price not known.',
      },
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
          admin: { description: 'Shown when the price is not known, e.g. "Pris efter felsökning".' },
        },
        {
          name: 'agreementDiscountPercent',
          type: 'number',
          min: 0,
          max: 100,
          defaultValue: 0,
          admin: { description: 'Discount for cars with a service agreement.' },
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
          admin: { description: 'Only departments authorised for the car’s brand (original service).' },
        },
        {
          name: 'requiresMileage',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Asks for the mileage ("Ange miltal").' },
        },
        {
          name: 'allowUserInput',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Asks for a message of at most 80 characters ("Ange meddelande").' },
        },
      ],
    },
    {
      name: 'brands',
      type: 'relationship',
      relationTo: 'workshop-brands',
      hasMany: true,
      admin: { description: 'Only for these brands; empty: every brand.' },
    },
    {
      name: 'unavailableModels',
      type: 'array',
      dbName: 'wk_offer_no_models',
      admin: { description: 'Models the offering is not available for ("… är inte tillgänglig för denna bilmodell").' },
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
      admin: { description: 'For offerings sold by the unit (the price is per unit).' },
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
}
