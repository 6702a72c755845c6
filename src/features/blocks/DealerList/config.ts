import type { Block } from 'payload'
import { DEALER_LIST_FILTERS } from '@/features/dealers/list-filters'
import { BLOCK_LABELS } from '../admin-labels'
import { labelledOptions } from '../fields'
import { DEALER_FILTER_LABELS, DEALER_LIST_LABELS as T } from './labels'

/**
 * The site list (spec 1 §2 "Site list"). A page holding it is a dealer-list route page: it owns
 * `{its path}/{slug}` as the dealer sites' detail pages (src/routing/route-blocks.ts).
 */
export const DealerListBlock: Block = {
  slug: 'dealerList',
  interfaceName: 'DealerListBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    {
      name: 'filters',
      type: 'select',
      label: T.filters,
      hasMany: true,
      options: labelledOptions(DEALER_LIST_FILTERS, DEALER_FILTER_LABELS),
      admin: { description: T.filtersDescription },
    },
  ],
}
