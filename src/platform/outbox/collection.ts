import { ValidationError, type CollectionConfig, type FieldAccess } from 'payload'
import { groupAdmins } from '@/cms/access'
import { editorStatusChange } from './editor-retry'
import { OUTBOX_STATUSES, type OutboxStatus } from './store'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { OUTBOX_DESCRIPTION, OUTBOX_FIELD_TEXTS, OUTBOX_STATUS_LABELS } from './labels'

/** Written only by enqueue and the workers (raw SQL, src/platform/outbox/sql-store.ts). */
const workersOnly: FieldAccess = () => false

/**
 * The durable outbox: one row per message to deliver. Editors see each entry's topic,
 * status, attempts, last error and next run, and retry a dead one by setting it back to pending.
 * Enqueueing and claiming bypass Payload (raw SQL on this table) so an entry commits in the caller's
 * transaction and two workers never take the same row (FOR UPDATE SKIP LOCKED).
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { en: 'Outbox entry', sv: 'Utkorgspost', nb: 'Utbokspost', sk: 'Položka na odoslanie' },
    plural: { en: 'Outbox', sv: 'Utkorg', nb: 'Utboks', sk: 'Na odoslanie' },
  },
  // Group admins only: entries carry every site's messages and customers' addresses.
  access: { read: groupAdmins, create: () => false, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.platform,
    useAsTitle: 'idempotencyKey',
    defaultColumns: ['topic', 'status', 'attempts', 'lastError', 'nextRunAt', 'idempotencyKey'],
    description: OUTBOX_DESCRIPTION,
  },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, operation, req }) => {
        if (operation !== 'update' || !originalDoc || !data.status) return data
        const change = editorStatusChange(originalDoc.status as OutboxStatus, data.status as OutboxStatus, new Date())
        if (!change.ok)
          throw new ValidationError({
            collection: 'outbox',
            errors: [{ path: 'status', message: inAdminLanguage(change.message, req.i18n?.language) }],
          })
        return change.fields ? { ...data, ...change.fields } : data
      },
    ],
  },
  fields: withLabels(
    [
      { name: 'topic', type: 'text', required: true, index: true, access: { update: workersOnly } },
      { name: 'idempotencyKey', type: 'text', required: true, unique: true, access: { update: workersOnly } },
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: 'pending',
        index: true,
        options: OUTBOX_STATUSES.map((value) => ({ label: OUTBOX_STATUS_LABELS[value], value })),
        admin: { position: 'sidebar' },
      },
      {
        name: 'attempts',
        type: 'number',
        required: true,
        defaultValue: 0,
        access: { update: workersOnly },
        admin: { position: 'sidebar' },
      },
      {
        name: 'maxAttempts',
        type: 'number',
        required: true,
        defaultValue: 10,
        access: { update: workersOnly },
        admin: { position: 'sidebar' },
      },
      {
        name: 'nextRunAt',
        type: 'date',
        required: true,
        index: true,
        access: { update: workersOnly },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'lockedUntil',
        type: 'date',
        access: { update: workersOnly },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'lockedBy', type: 'text', access: { update: workersOnly }, admin: { position: 'sidebar' } },
      {
        name: 'completedAt',
        type: 'date',
        access: { update: workersOnly },
        admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
      },
      { name: 'lastError', type: 'textarea', access: { update: workersOnly } },
      { name: 'data', type: 'json', required: true, access: { update: workersOnly } },
    ],
    OUTBOX_FIELD_TEXTS,
  ),
}
