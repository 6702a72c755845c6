import type { CollectionConfig, Where } from 'payload'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { auditReaders, nobody } from '@/cms/access'
import { siteCell } from '@/cms/admin/components'
import { AUDIT_ACTIONS } from './actions'
import { AUDIT_ACTION_LABELS, AUDIT_LABELS as L } from './labels'
import { COMMON_TEXTS } from '../fields/common-texts'

/**
 * Who created, changed, published, unpublished or deleted which site document, when (./hooks.ts writes
 * it). Versions keep a document's content but neither who saved it nor that it was deleted, so the log
 * is its own collection. Read-only for everyone through the API (src/cms/access/audit.ts); the editor's
 * name is kept as it was then, so a row still says who after the account is gone.
 */
export const AuditLog: CollectionConfig = {
  slug: 'audit-log',
  labels: { singular: L.singular, plural: L.plural },
  access: { read: auditReaders, create: nobody, update: nobody, delete: nobody },
  disableDuplicate: true,
  defaultSort: '-at',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['at', 'action', 'title', 'collectionSlug', 'userName', 'site'],
    // The selected site's rows, as the site-scoped lists show theirs.
    baseFilter: ({ req }): Where | null => {
      const selected = getTenantFromCookie(req.headers, 'number')
      return typeof selected === 'number' ? { site: { equals: selected } } : null
    },
  },
  fields: [
    {
      name: 'at',
      type: 'date',
      required: true,
      index: true,
      label: L.at,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'action',
      type: 'select',
      required: true,
      label: L.action,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })),
    },
    {
      name: 'site',
      type: 'relationship',
      relationTo: 'sites',
      index: true,
      label: COMMON_TEXTS.site,
      admin: siteCell(),
    },
    { name: 'collectionSlug', type: 'text', required: true, label: L.collectionSlug },
    { name: 'documentId', type: 'number', required: true, index: true, label: L.documentId },
    { name: 'title', type: 'text', label: L.title },
    { name: 'locale', type: 'text', label: L.locale },
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: L.user },
    { name: 'userName', type: 'text', label: L.userName },
  ],
}
