import type { Block } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'

/** Stories teaser (spec 1 §2): title, the first 3 stories, optional dates, a show-more link to the stories index. */
export const StoriesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: 'Stories teaser', plural: 'Stories teasers' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'titleTag', type: 'select', options: ['h2', 'h3'], defaultValue: 'h2' },
    {
      name: 'indexPage',
      type: 'relationship',
      relationTo: 'pages',
      required: true,
      validate: relationshipByCount,
      admin: { description: 'The stories index: its newest stories are shown and the show-more link leads to it.' },
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true },
    { name: 'linkLabel', type: 'text', admin: { description: 'Text of the show-more link; empty: the dictionary’s.' } },
    { name: 'hasMarginTop', type: 'checkbox', defaultValue: true },
  ],
}
