import type { CollectionConfig } from 'payload'
import { activeOrEditors, editors } from '@/cms/access'
import { clearsShellCache } from '@/sites/shell-cache'
import { SITE_MESSAGE_TYPES } from './rules'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { withLabels } from '@/cms/fields/labels'
import { MESSAGE_TEXTS, SITE_MESSAGE_FIELD_TEXTS } from './labels'

/**
 * The site-wide message banner (spec 1 §2 "Site-wide message banner", §4): a site may show several;
 * visitors hide one for the session by its title, except warnings.
 */
export const SiteMessages: CollectionConfig = {
  slug: 'site-messages',
  labels: {
    singular: { en: 'Site message', sv: 'Webbplatsmeddelande', nb: 'Nettstedsmelding', sk: 'Oznam webu' },
    plural: { en: 'Site messages', sv: 'Webbplatsmeddelanden', nb: 'Nettstedsmeldinger', sk: 'Oznamy webu' },
  },
  access: { read: activeOrEditors, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'type', 'active', 'site'] },
  hooks: clearsShellCache,
  fields: withLabels(
    [
      { name: 'title', type: 'text', localized: true, required: true, admin: fallbackCell },
      localeStatusField('title'),
      { name: 'text', type: 'textarea', localized: true, required: true },
      {
        name: 'type',
        type: 'select',
        required: true,
        defaultValue: 'Neutral',
        options: SITE_MESSAGE_TYPES.map((type) => ({ label: MESSAGE_TEXTS.types[type], value: type })),
      },
      { name: 'active', type: 'checkbox', defaultValue: true, index: true },
      // A dated message shows only in its window (a past campaign's was still shown months later).
      {
        name: 'startsAt',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
      {
        name: 'endsAt',
        type: 'date',
        admin: { date: { pickerAppearance: 'dayAndTime' } },
      },
    ],
    SITE_MESSAGE_FIELD_TEXTS,
  ),
}
