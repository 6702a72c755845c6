import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { leadDeliveries } from './deliveries'
import { FORM_NAMES } from './forms'
import { LEAD_STATUSES, leadStatus } from './status'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import {
  FORM_NAME_LABELS,
  LEAD_FIELD_TEXTS,
  LEAD_STATUS_DESCRIPTION,
  LEAD_STATUS_LABELS,
  LEADS_DESCRIPTION,
} from './labels'

/**
 * Leads as the site received them: written only by POST /api/forms/comhub, in the same
 * transaction as their deliveries in the outbox (admin › Platform › Outbox, keys `lead:<id>:…`), so a
 * stored lead is always delivered and a delivered one always stored. Editors read them; visitors nothing.
 */
export const Leads: CollectionConfig = {
  slug: 'leads',
  labels: {
    singular: { en: 'Lead', sv: 'Lead', nb: 'Lead', sk: 'Dopyt' },
    plural: { en: 'Leads', sv: 'Leads', nb: 'Leads', sk: 'Dopyty' },
  },
  access: { read: editors, create: () => false, update: () => false, delete: editors },
  admin: {
    group: ADMIN_GROUPS.leads,
    useAsTitle: 'summary',
    defaultColumns: ['summary', 'formName', 'status', 'site', 'createdAt'],
    description: LEADS_DESCRIPTION,
  },
  defaultSort: '-createdAt',
  // A submission id is the visitor's idempotency key for one form on one site: another site's or form's lead may carry the same one.
  indexes: [{ fields: ['site', 'formName', 'formSubmissionId'], unique: true }],
  hooks: {
    // Status and deliveries are read from the outbox for editors (the admin); the server's own reads skip them.
    afterRead: [
      async ({ doc, req }) => {
        if (!req.user) return doc
        const deliveries = await leadDeliveries(req.payload, doc.id, req)
        return { ...doc, status: leadStatus(deliveries), deliveries }
      },
    ],
  },
  fields: withLabels(
    [
      {
        name: 'formName',
        type: 'select',
        required: true,
        options: FORM_NAMES.map((value) => ({ label: FORM_NAME_LABELS[value], value })),
        index: true,
      },
      { name: 'formSubmissionId', type: 'text', required: true },
      {
        name: 'requestHash',
        type: 'text',
        maxLength: 64,
        admin: { hidden: true },
        // Empty for leads stored before it was kept: a resend of those is taken as identical.
        access: { read: () => false, update: () => false },
      },
      { name: 'summary', type: 'text', required: true },
      { name: 'values', type: 'json', required: true },
      {
        name: 'recipients',
        type: 'json',
        required: true,
      },
      {
        name: 'status',
        type: 'select',
        virtual: true,
        options: LEAD_STATUSES.map((value) => ({ label: LEAD_STATUS_LABELS[value], value })),
        admin: { position: 'sidebar', description: LEAD_STATUS_DESCRIPTION },
      },
      {
        name: 'deliveries',
        type: 'array',
        virtual: true,
        fields: [
          {
            type: 'row',
            fields: [
              { name: 'channel', type: 'text' },
              { name: 'status', type: 'text' },
              { name: 'attempts', type: 'number' },
              { name: 'outboxId', type: 'number' },
            ],
          },
          {
            type: 'row',
            fields: [
              { name: 'nextRunAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
              { name: 'completedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            ],
          },
          { name: 'lastError', type: 'textarea' },
        ],
      },
    ],
    LEAD_FIELD_TEXTS,
  ),
}
