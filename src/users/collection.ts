import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'

/** CMS editors. Visitors are anonymous and never have accounts (spec 1 §6). */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: true,
  admin: { useAsTitle: 'email' },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [{ name: 'name', type: 'text' }],
}
