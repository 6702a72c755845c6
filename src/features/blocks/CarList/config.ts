import type { Block } from 'payload'
import { PRESET_FIELDS } from '@/features/cars/list/facets'
import { BLOCK_LABELS } from '../admin-labels'
import { SORT_OPTIONS } from '../fields'
import { CAR_LIST_LABELS as T } from './labels'

/**
 * The car list of spec 1 §2: placing it makes its page a car list route page (src/routing/route-blocks.ts),
 * so `/list/volvo/xc60` filters by brand and model. Presets always apply; the shopper filters within them.
 */
export const CarListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: BLOCK_LABELS.title,
      admin: { description: T.titleDescription },
    },
    {
      name: 'presets',
      type: 'array',
      label: T.presets,
      labels: { singular: T.preset, plural: T.presets },
      maxRows: 20,
      admin: { description: T.presetsDescription },
      fields: [
        {
          name: 'field',
          type: 'select',
          label: BLOCK_LABELS.filterField,
          required: true,
          options: PRESET_FIELDS.map((f) => ({ label: f, value: f })),
        },
        { name: 'value', type: 'text', label: BLOCK_LABELS.filterValue, required: true, maxLength: 100 },
      ],
    },
    {
      name: 'sort',
      type: 'select',
      label: BLOCK_LABELS.sort,
      options: SORT_OPTIONS,
      admin: { description: T.sortDescription },
    },
  ],
}
