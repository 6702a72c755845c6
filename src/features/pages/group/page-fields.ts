import type { Field } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { SHARED_FIELDS } from './merge'
import { GROUP_CONTENT_LABELS, SHARED_FIELD_LABELS } from './labels'

/**
 * A page's sidebar fields that make it show a group document (./collection.ts): which one, and which of the shared
 * fields the page keeps as its own. The page keeps its own path, parent, site, slug and navigation title.
 */
export const groupContentFields: Field[] = [
  {
    name: 'groupContent',
    type: 'relationship',
    label: GROUP_CONTENT_LABELS.groupContent,
    relationTo: 'group-content',
    admin: { position: 'sidebar', description: GROUP_CONTENT_LABELS.groupContentDescription },
    validate: relationshipByCount,
  },
  {
    name: 'localOverrides',
    type: 'select',
    label: GROUP_CONTENT_LABELS.localOverrides,
    hasMany: true,
    options: SHARED_FIELDS.map((value) => ({ value, label: SHARED_FIELD_LABELS[value] })),
    admin: { position: 'sidebar', condition: (data) => Boolean(data?.groupContent) },
  },
]
