import type { CollectionConfig } from 'payload'
import { anyone, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { withLabels } from '@/cms/fields/labels'
import { DICTIONARY_FIELD_TEXTS } from './labels'

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
  fields: withLabels(
    [
      {
        name: 'key',
        type: 'text',
        required: true,
        index: true,
      },
      { name: 'value', type: 'text', localized: true, required: true, admin: fallbackCell },
      localeStatusField('value'),
    ],
    DICTIONARY_FIELD_TEXTS,
  ),
}
