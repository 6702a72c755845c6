import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'

/**
 * Editors' overrides of UI strings per site and locale. The key names a catalogue entry as
 * `<namespace>.<key>` (e.g. `finance.loanHeading`; shell keys also bare, e.g. `skipToContent`);
 * missing keys fall back to the code defaults (src/i18n/catalogue.ts).
 */
export const DictionaryEntries: CollectionConfig = {
  slug: 'dictionary-entries',
  labels: {
    singular: { en: 'Dictionary entry', sv: 'Ordlistepost', nb: 'Ordlistepost', sk: 'Položka slovníka' },
    plural: { en: 'Dictionary entries', sv: 'Ordlista', nb: 'Ordliste', sk: 'Slovník' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'key', defaultColumns: ['key', 'value', 'site'] },
  indexes: [{ fields: ['site', 'key'], unique: true }],
  hooks: clearsShellCache,
  fields: [
    {
      name: 'key',
      type: 'text',
      required: true,
      index: true,
      admin: {
        description:
          'The catalogue key as namespace.key, e.g. finance.loanHeading or ui.required; shell keys also without the prefix (skipToContent). Keep {placeholders} as written.',
      },
    },
    { name: 'value', type: 'text', localized: true, required: true, admin: fallbackCell },
    localeStatusField('value'),
  ],
}
