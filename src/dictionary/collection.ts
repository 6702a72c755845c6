import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/cms/access'
import { siteField } from '@/cms/fields/site'
import { clearsShellCache } from '@/sites/shell-cache'

/** Editors' overrides of UI strings per site and locale; missing keys fall back to defaults.ts. */
export const DictionaryEntries: CollectionConfig = {
  slug: 'dictionary-entries',
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value', 'site'] },
  indexes: [{ fields: ['site', 'key'], unique: true }],
  hooks: clearsShellCache,
  fields: [
    siteField,
    { name: 'key', type: 'text', required: true, index: true },
    { name: 'value', type: 'text', localized: true, required: true },
  ],
}
