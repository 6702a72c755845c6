import type { CollectionConfig } from 'payload'
import { anyone, editors, publishedOrEditors } from '@/cms/access'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { publishesStoryChanges } from './render-tags'
import { withLabels } from '@/cms/fields/labels'
import { STORY_FIELD_TEXTS, TAG_FIELD_TEXTS } from './labels'

/** Story tags (spec 1 §3 "Tag": key, value, id). */
export const Tags: CollectionConfig = {
  slug: 'tags',
  labels: {
    singular: { en: 'Tag', sv: 'Tagg', nb: 'Tagg', sk: 'Štítok' },
    plural: { en: 'Tags', sv: 'Taggar', nb: 'Tagger', sk: 'Štítky' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'value', defaultColumns: ['value', 'key', 'site'] },
  hooks: publishesStoryChanges,
  indexes: [{ fields: ['site', 'key'], unique: true }],
  fields: withLabels(
    [
      { name: 'key', type: 'text', required: true },
      { name: 'value', type: 'text', required: true, localized: true, admin: fallbackCell },
      localeStatusField('value'),
    ],
    TAG_FIELD_TEXTS,
  ),
}

/** Stories and news (spec 1 §3 "Story"); listing and article pages come in a later issue. */
export const Stories: CollectionConfig = {
  slug: 'stories',
  labels: {
    singular: { en: 'Story', sv: 'Artikel', nb: 'Artikkel', sk: 'Článok' },
    plural: { en: 'Stories', sv: 'Artiklar', nb: 'Artikler', sk: 'Články' },
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'date', 'site', '_status'] },
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: publishesStoryChanges,
  indexes: [{ fields: ['site', 'slug'], unique: true }],
  fields: withLabels(
    [
      { name: 'name', type: 'text', required: true },
      { name: 'slug', type: 'text', required: true },
      { name: 'title', type: 'text', required: true, localized: true, admin: fallbackCell },
      localeStatusField('title'),
      { name: 'displayName', type: 'text', localized: true },
      { name: 'date', type: 'date', required: true, index: true },
      { name: 'image', type: 'upload', relationTo: 'media' },
      {
        name: 'premble',
        type: 'textarea',
        localized: true,
      },
      { name: 'body', type: 'richText', localized: true },
      { name: 'author', type: 'text' },
      { name: 'tags', type: 'relationship', relationTo: 'tags', hasMany: true },
      {
        name: 'indexPage',
        type: 'relationship',
        relationTo: 'pages',
        validate: relationshipByCount,
      },
    ],
    STORY_FIELD_TEXTS,
  ),
}
