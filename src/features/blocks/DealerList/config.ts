import type { Block } from 'payload'
import { DEALER_LIST_FILTERS } from '@/features/dealers/list-filters'

/**
 * The site list (spec 1 §2 "Site list"). A page holding it is a dealer-list route page: it owns
 * `{its path}/{slug}` as the dealer sites' detail pages (src/routing/route-blocks.ts).
 */
export const DealerListBlock: Block = {
  slug: 'dealerList',
  interfaceName: 'DealerListBlock',
  labels: { singular: 'Dealer site list', plural: 'Dealer site lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'filters',
      type: 'select',
      hasMany: true,
      options: DEALER_LIST_FILTERS.map((value) => ({
        value,
        label: { city: 'City', region: 'Region', brand: 'Brand', departmentType: 'Department type' }[value],
      })),
      admin: { description: 'Filters shown above the list; none: no filters (spec 1 §2).' },
    },
  ],
}
