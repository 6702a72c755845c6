import type { Block } from 'payload'

/**
 * The workshop site grid (spec 2 §2.2): sites with a workshop department, each card linking to the
 * site's detail page under the site's dealer list.
 */
export const WorkshopGridBlock: Block = {
  slug: 'workshopGrid',
  interfaceName: 'WorkshopGridBlock',
  labels: { singular: 'Workshop grid', plural: 'Workshop grids' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'predefined',
      type: 'checkbox',
      defaultValue: false,
      // spec 2 §7.1: "up to 100 for the booking form and 4 for the predefined-query listing".
      admin: { description: 'Predefined query: the first 4 workshops only.' },
    },
  ],
}
