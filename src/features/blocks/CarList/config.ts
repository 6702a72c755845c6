import type { Block } from 'payload'
import { BLOCK_SORTS, PRESET_FIELDS } from '@/features/cars/list/facets'

/**
 * The car list of spec 1 §2: placing it makes its page a car list route page (src/routing/route-blocks.ts),
 * so `/list/volvo/xc60` filters by brand and model. Presets always apply; the shopper filters within them.
 */
export const CarListBlock: Block = {
  slug: 'carList',
  interfaceName: 'CarListBlock',
  labels: { singular: 'Car list', plural: 'Car lists' },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { description: 'Heading above the list; empty: none (the page title is the heading).' },
    },
    {
      name: 'presets',
      type: 'array',
      maxRows: 20,
      admin: {
        description:
          'Filters always applied, e.g. car_condition = Ny or car_fuel = El. Several rows with the same field: any of them.',
      },
      fields: [
        { name: 'field', type: 'select', required: true, options: PRESET_FIELDS.map((f) => ({ label: f, value: f })) },
        { name: 'value', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      name: 'sort',
      type: 'select',
      options: BLOCK_SORTS.map((s) => ({ label: s, value: s })),
      admin: { description: 'Default sort; empty: newest first.' },
    },
  ],
}
