import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { WORKSHOP_GRID_LABELS as T } from './labels'

/**
 * The workshop site grid (spec 2 §2.2): sites with a workshop department, each card linking to the
 * site's detail page under the site's dealer list.
 */
export const WorkshopGridBlock: Block = {
  slug: 'workshopGrid',
  interfaceName: 'WorkshopGridBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    {
      name: 'predefined',
      type: 'checkbox',
      label: T.predefined,
      defaultValue: false,
      // spec 2 §7.1: "up to 100 for the booking form and 4 for the predefined-query listing".
      admin: { description: T.predefinedDescription },
    },
  ],
}
