import type { Block } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { BLOCK_LABELS } from '../admin-labels'
import { labelledOptions } from '../fields'
import { STORIES_LIST_LABELS as T } from './labels'

/** Stories list (spec 1 §2, §3 "Stories index": showDates, layout, highlightLatestStory). */
export const StoriesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    {
      name: 'indexPage',
      type: 'relationship',
      label: BLOCK_LABELS.storiesIndex,
      relationTo: 'pages',
      validate: relationshipByCount,
      admin: { description: T.indexPageDescription },
    },
    {
      name: 'layout',
      type: 'select',
      label: BLOCK_LABELS.layout,
      options: labelledOptions(['Variant1', 'Variant2'], { Variant1: T.grid, Variant2: T.list }),
      defaultValue: 'Variant1',
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true, label: BLOCK_LABELS.showDates },
    { name: 'highlightLatestStory', type: 'checkbox', defaultValue: false, label: T.highlightLatestStory },
  ],
}
