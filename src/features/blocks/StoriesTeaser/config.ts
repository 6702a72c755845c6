import type { Block } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField } from '../fields'
import { STORIES_TEASER_LABELS as T } from './labels'

/** Stories teaser (spec 1 §2): title, the first 3 stories, optional dates, a show-more link to the stories index. */
export const StoriesTeaserBlock: Block = {
  slug: 'storiesTeaser',
  interfaceName: 'StoriesTeaserBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', options: ['h2', 'h3'], defaultValue: 'h2', label: BLOCK_LABELS.titleTag },
    {
      name: 'indexPage',
      type: 'relationship',
      label: BLOCK_LABELS.storiesIndex,
      relationTo: 'pages',
      required: true,
      validate: relationshipByCount,
      admin: { description: T.indexPageDescription },
    },
    { name: 'showDates', type: 'checkbox', defaultValue: true, label: BLOCK_LABELS.showDates },
    { name: 'linkLabel', type: 'text', label: T.linkLabel, admin: { description: T.linkLabelDescription } },
    hasMarginTopField,
  ],
}
