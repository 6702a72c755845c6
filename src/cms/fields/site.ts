import type { RelationshipField } from 'payload'
import { siteCell } from '../admin/components'

/**
 * A reference to the site (tenant) a document belongs to (DESIGN §3). Collections named in
 * src/cms/tenancy.ts get theirs from the multi-tenant plugin; dealer sites use this one as `website`.
 */
export const siteField: RelationshipField = {
  name: 'site',
  type: 'relationship',
  relationTo: 'sites',
  required: true,
  index: true,
  admin: { position: 'sidebar', ...siteCell() },
}
