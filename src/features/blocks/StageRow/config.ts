import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { DEFAULT_STAGE_COLUMNS, STAGE_COLUMN_CHOICES } from './columns'
import { STAGE_ROW_LABELS as T } from './labels'

/** Stage row (spec 2 §2.6, §9: 3 columns by default): a row of image tiles with a title, a text and a link. */
export const StageRowBlock: Block = {
  slug: 'stageRow',
  interfaceName: 'StageRowBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(),
    titleTagField,
    {
      name: 'columns',
      type: 'select',
      label: T.columns,
      options: STAGE_COLUMN_CHOICES.map(String),
      defaultValue: String(DEFAULT_STAGE_COLUMNS),
    },
    {
      name: 'items',
      type: 'array',
      label: T.items,
      labels: { singular: T.item, plural: T.items },
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
        { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
        { name: 'image', type: 'upload', relationTo: 'media', label: BLOCK_LABELS.image },
        linkGroup(),
      ],
    },
    hasMarginTopField,
  ],
}
