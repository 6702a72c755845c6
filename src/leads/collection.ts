import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { siteField } from '@/cms/fields/site'
import { FORM_NAMES } from './forms'

/**
 * Leads as the site received them (issue 13): written only by POST /api/forms/comhub, in the same
 * transaction as their deliveries in the outbox (admin › Platform › Outbox, keys `lead:<id>:…`), so a
 * stored lead is always delivered and a delivered one always stored. Editors read them; visitors nothing.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: { singular: 'Lead', plural: 'Leads' },
  access: { read: editors, create: () => false, update: () => false, delete: editors },
  admin: {
    group: 'Leads',
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'formName', 'site', 'createdAt'],
    description: 'Every form a visitor sent. Deliveries (CRM, e-mails) are the outbox entries whose key starts with lead:<id>.',
  },
  defaultSort: '-createdAt',
  fields: [
    siteField,
    { name: 'formName', type: 'select', required: true, options: [...FORM_NAMES], index: true },
    {
      name: 'formSubmissionId',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: "The visitor's submission id: a repeated submission finds this lead instead of making another." },
    },
    { name: 'summary', type: 'text', required: true, admin: { description: 'Who and what, for the list.' } },
    { name: 'values', type: 'json', required: true },
    { name: 'recipients', type: 'json', required: true, admin: { description: 'The dealer addresses the lead was sent to.' } },
  ],
}
