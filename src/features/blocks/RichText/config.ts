import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField } from '../fields'
import { RICH_TEXT_LABELS as T } from './labels'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', label: BLOCK_LABELS.title },
    { name: 'titleTag', type: 'select', options: ['h1', 'h2', 'h3'], defaultValue: 'h2', label: BLOCK_LABELS.titleTag },
    { name: 'content', type: 'richText', required: true, label: BLOCK_LABELS.text },
    hasMarginTopField,
  ],
}
