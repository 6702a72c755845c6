/**
 * UK finance in the CMS (spec 1 §7 "Finance (UK)"): the products (PCP, HP) a dealer offers with their
 * rates, fees, ranges and guaranteed-future-value table, and the quotations the cfd call stored, so
 * that GET /api/codeweaver/legal?quoteRef= returns the terms of exactly what the visitor was shown.
 */
import type { Access, CollectionConfig } from 'payload'
import { UK_PRODUCTS, UK_TERMS } from './uk-quote'
import { ADMIN_GROUPS } from '@/cms/admin/groups'

const loggedIn: Access = ({ req }) => Boolean(req.user)

const range = (name: string, label: string, description: string, required = true) => ({
  name,
  label,
  type: 'group' as const,
  admin: { description },
  fields: [
    {
      type: 'row' as const,
      fields: [
        { name: 'min', type: 'number' as const, required, min: 0 },
        { name: 'max', type: 'number' as const, required, min: 0 },
        { name: 'step', type: 'number' as const, required, min: 1 },
        { name: 'default', type: 'number' as const, required, min: 0 },
      ],
    },
  ],
})

export const FinanceProducts: CollectionConfig = {
  slug: 'finance-products',
  labels: {
    singular: { en: 'Finance product', sv: 'Finansieringsprodukt', nb: 'Finansieringsprodukt', sk: 'Finančný produkt' },
    plural: {
      en: 'Finance products',
      sv: 'Finansieringsprodukter',
      nb: 'Finansieringsprodukter',
      sk: 'Finančné produkty',
    },
  },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'familyKey', 'dealer', 'aprPercent'],
    group: ADMIN_GROUPS.finance,
  },
  access: { read: loggedIn },
  indexes: [{ fields: ['dealer', 'familyKey'], unique: true }],
  fields: [
    {
      name: 'dealer',
      type: 'relationship',
      relationTo: 'dealer-sites',
      required: true,
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'familyKey',
      type: 'text',
      required: true,
      admin: { description: 'Key the site asks for in FinanceProductFamilyKeys, e.g. "PCP" or "HP".' },
    },
    { name: 'type', type: 'select', required: true, options: [...UK_PRODUCTS] },
    { name: 'aprPercent', label: 'Representative APR (%)', type: 'number', required: true, min: 0, max: 100 },
    {
      type: 'row',
      fields: [
        {
          name: 'documentationFee',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: 'Added to the first payment.' },
        },
        {
          name: 'optionToPurchaseFee',
          type: 'number',
          min: 0,
          defaultValue: 0,
          admin: { description: 'Added to the last payment.' },
        },
        { name: 'dealerContribution', label: 'Dealer deposit contribution', type: 'number', min: 0, defaultValue: 0 },
      ],
    },
    range(
      'term',
      'Term',
      `Number of regular payments (PCP ${UK_TERMS.PCP.min}–${UK_TERMS.PCP.max}, HP ${UK_TERMS.HP.min}–${UK_TERMS.HP.max}).`,
    ),
    range('depositPercent', 'Deposit (% of cash price)', 'Customer deposit range as percent of the cash price.'),
    {
      ...range('annualMileage', 'Annual mileage (PCP)', 'Miles per year the visitor can choose; PCP only.', false),
      admin: {
        condition: (data: Record<string, unknown>) => data?.type === 'PCP',
        description: 'Miles per year the visitor can choose; PCP only.',
      },
    },
    {
      name: 'futureValues',
      label: 'Guaranteed future values (PCP)',
      type: 'array',
      dbName: 'finance_products_fv',
      admin: {
        condition: (data) => data?.type === 'PCP',
        description:
          'Optional final payment as percent of the cash price, by vehicle age (up to), annual mileage and term.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'maxAgeYears', type: 'number', required: true, min: 0 },
            { name: 'annualMileage', type: 'number', required: true, min: 0 },
            { name: 'term', type: 'number', required: true, min: 1 },
            { name: 'percent', type: 'number', required: true, min: 0, max: 90 },
          ],
        },
      ],
    },
  ],
}

export const FinanceQuotes: CollectionConfig = {
  slug: 'finance-quotes',
  labels: {
    singular: { en: 'Finance quotation', sv: 'Finansieringsoffert', nb: 'Finansieringstilbud', sk: 'Finančná ponuka' },
    plural: { en: 'Finance quotations', sv: 'Finansieringsofferter', nb: 'Finansieringstilbud', sk: 'Finančné ponuky' },
  },
  admin: {
    useAsTitle: 'quoteReference',
    defaultColumns: ['quoteReference', 'productType', 'dealer', 'createdAt'],
    group: ADMIN_GROUPS.finance,
  },
  access: { read: loggedIn, create: loggedIn, update: () => false, delete: loggedIn },
  fields: [
    { name: 'quoteReference', type: 'text', required: true, unique: true },
    { name: 'dealer', type: 'relationship', relationTo: 'dealer-sites', required: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'finance-products', required: true },
    { name: 'productType', type: 'select', required: true, options: [...UK_PRODUCTS] },
    {
      name: 'vehicle',
      type: 'group',
      fields: [
        { name: 'vin', type: 'text', required: true },
        { name: 'registrationNumber', type: 'text' },
        { name: 'registrationDate', type: 'text' },
        { name: 'mileage', type: 'number', required: true },
        { name: 'cashPrice', type: 'number', required: true },
      ],
    },
    { name: 'annualMileage', type: 'number' },
    {
      name: 'figures',
      type: 'json',
      required: true,
      admin: { description: 'The quotation as computed (pounds, APR percent).' },
    },
    { name: 'termsAndConditions', type: 'textarea', required: true },
  ],
}
