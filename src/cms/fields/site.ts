import type { RelationshipField } from 'payload'

/** Every site-scoped document references the site (tenant) it belongs to (DESIGN §3). */
export const siteField: RelationshipField = {
  name: 'site',
  type: 'relationship',
  relationTo: 'sites',
  required: true,
  index: true,
  admin: { position: 'sidebar' },
}
