/**
 * UK finance in the CMS (spec 1 §7 "Finance (UK)"): the products (PCP, HP) a dealer offers with their
 * rates, fees, ranges and guaranteed-future-value table, and the quotations the cfd call stored, so
 * that GET /api/codeweaver/legal?quoteRef= returns the terms of exactly what the visitor was shown.
 */
import type { Access, CollectionConfig } from 'payload'
import { UK_PRODUCTS, UK_TERMS } from './uk-quote'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import type { AdminText } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { FINANCE_PRODUCT_TEXTS, FINANCE_QUOTE_TEXTS, FINANCE_TEXTS } from './labels'

const loggedIn: Access = ({ req }) => Boolean(req.user)

/** A min–max range with its step and default; its label and help text given here, as `term` also names a number below. */
const range = (name: string, label: AdminText, description: AdminText, required = true) => ({
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
  fields: withLabels(
    [
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
      },
      { name: 'type', type: 'select', required: true, options: [...UK_PRODUCTS] },
      { name: 'aprPercent', type: 'number', required: true, min: 0, max: 100 },
      {
        type: 'row',
        fields: [
          {
            name: 'documentationFee',
            type: 'number',
            min: 0,
            defaultValue: 0,
          },
          {
            name: 'optionToPurchaseFee',
            type: 'number',
            min: 0,
            defaultValue: 0,
          },
          { name: 'dealerContribution', type: 'number', min: 0, defaultValue: 0 },
        ],
      },
      range('term', FINANCE_TEXTS.term, FINANCE_TEXTS.termDescription(UK_TERMS.PCP, UK_TERMS.HP)),
      range('depositPercent', FINANCE_TEXTS.depositPercent, FINANCE_TEXTS.depositDescription),
      {
        ...range('annualMileage', FINANCE_TEXTS.annualMileage, FINANCE_TEXTS.annualMileageDescription, false),
        admin: {
          condition: (data: Record<string, unknown>) => data?.type === 'PCP',
          description: FINANCE_TEXTS.annualMileageDescription,
        },
      },
      {
        name: 'futureValues',
        type: 'array',
        dbName: 'finance_products_fv',
        admin: {
          condition: (data) => data?.type === 'PCP',
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
    FINANCE_PRODUCT_TEXTS,
  ),
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
  fields: withLabels(
    [
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
      },
      { name: 'termsAndConditions', type: 'textarea', required: true },
    ],
    FINANCE_QUOTE_TEXTS,
  ),
}
