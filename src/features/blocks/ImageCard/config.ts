import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField } from '../fields'
import { IMAGE_CARD_LABELS as T } from './labels'

export const ImageCardBlock: Block = {
  slug: 'imageCard',
  interfaceName: 'ImageCardBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', options: ['h2', 'h3', 'h4'], defaultValue: 'h2', label: BLOCK_LABELS.titleTag },
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
    { name: 'image', type: 'upload', relationTo: 'media', required: true, label: BLOCK_LABELS.image },
    linkGroup(),
    {
      name: 'reverse',
      type: 'checkbox',
      label: BLOCK_LABELS.reverse,
      defaultValue: false,
      admin: { description: T.reverseDescription },
    },
    hasMarginTopField,
  ],
}
