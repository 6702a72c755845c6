import type { Block } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'

/** Stories list (spec 1 §2, §3 "Stories index": showDates, layout, highlightLatestStory). */
export const StoriesListBlock: Block = {
  slug: 'storiesList',
  interfaceName: 'StoriesListBlock',
  labels: { singular: 'Stories list', plural: 'Stories lists' },
  fields: [
    { name: 'title', type: 'text' },
    {
      name: 'indexPage',
      type: 'relationship',
      relationTo: 'pages',
      validate: relationshipByCount,
      admin: { description: 'The stories index whose stories to list; empty: every story of the site.' },
    },
    {
      name: 'layout',
      type: 'select',
      options: ['Variant1', 'Variant2'],
      defaultValue: 'Variant1',
      admin: { description: 'Variant 2 is list-style; otherwise a two-column grid.' },
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true },
    { name: 'highlightLatestStory', type: 'checkbox', defaultValue: false },
  ],
}
