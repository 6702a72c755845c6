import type { CollectionConfig } from 'payload'
import { groupAdmins } from '@/cms/access'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { withLabels } from '@/cms/fields/labels'
import { CRM_LEAD_TEXTS, LOCAL_OUTBOX_DESCRIPTIONS, MAIL_OUTBOX_TEXTS, SMS_OUTBOX_TEXTS } from './labels'

/** Written by the local adapters only; group admins read them (and may clear them), site editors and visitors see nothing. */
const access = { read: groupAdmins, create: () => false, update: () => false, delete: groupAdmins }
const idempotencyKey = {
  name: 'idempotencyKey',
  type: 'text',
  required: true,
  unique: true,
} as const

/** SMS the local SMS adapter "sent" (default SMS backend). */
export const SmsOutbox: CollectionConfig = {
  slug: 'sms-outbox',
  labels: {
    singular: { en: 'SMS', sv: 'SMS', nb: 'SMS', sk: 'SMS' },
    plural: { en: 'SMS outbox', sv: 'SMS-utkorg', nb: 'SMS-utboks', sk: 'Odoslané SMS' },
  },
  access,
  admin: {
    group: ADMIN_GROUPS.platform,
    useAsTitle: 'to',
    defaultColumns: ['to', 'text', 'createdAt'],
    description: LOCAL_OUTBOX_DESCRIPTIONS.sms,
  },
  defaultSort: '-createdAt',
  fields: withLabels(
    [
      { name: 'to', type: 'text', required: true, index: true },
      { name: 'text', type: 'textarea', required: true },
      idempotencyKey,
    ],
    SMS_OUTBOX_TEXTS,
  ),
}

/** E-mails the local mail adapter wrote as .eml files. */
export const MailOutbox: CollectionConfig = {
  slug: 'mail-outbox',
  labels: {
    singular: { en: 'E-mail', sv: 'E-post', nb: 'E-post', sk: 'E-mail' },
    plural: { en: 'E-mail outbox', sv: 'E-postutkorg', nb: 'E-postutboks', sk: 'Odoslané e-maily' },
  },
  access,
  admin: {
    group: ADMIN_GROUPS.platform,
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'file', 'createdAt'],
    description: LOCAL_OUTBOX_DESCRIPTIONS.mail,
  },
  defaultSort: '-createdAt',
  fields: withLabels(
    [
      { name: 'to', type: 'text', required: true, index: true },
      { name: 'subject', type: 'text', required: true },
      { name: 'file', type: 'text', required: true },
      idempotencyKey,
    ],
    MAIL_OUTBOX_TEXTS,
  ),
}

/** Leads the local CRM adapter received. */
export const CrmLeads: CollectionConfig = {
  slug: 'crm-leads',
  labels: {
    singular: { en: 'CRM lead', sv: 'CRM-lead', nb: 'CRM-lead', sk: 'Dopyt v CRM' },
    plural: { en: 'CRM leads', sv: 'CRM-leads', nb: 'CRM-leads', sk: 'Dopyty v CRM' },
  },
  access,
  admin: {
    group: ADMIN_GROUPS.platform,
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'site', 'createdAt'],
    description: LOCAL_OUTBOX_DESCRIPTIONS.crm,
  },
  defaultSort: '-createdAt',
  fields: withLabels(
    [
      { name: 'kind', type: 'text', required: true, index: true },
      { name: 'site', type: 'text', required: true, index: true },
      { name: 'lead', type: 'json', required: true },
      idempotencyKey,
    ],
    CRM_LEAD_TEXTS,
  ),
}
