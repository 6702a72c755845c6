import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { DEFAULT_STAGE_COLUMNS, STAGE_COLUMN_CHOICES } from './columns'

/** Stage row (spec 2 §2.6, §9: 3 columns by default): a row of image tiles with a title, a text and a link. */
export const StageRowBlock: Block = {
  slug: 'stageRow',
  interfaceName: 'StageRowBlock',
  labels: { singular: 'Stage row', plural: 'Stage rows' },
  fields: [
    titleField(),
    titleTagField,
    {
      name: 'columns',
      type: 'select',
      options: STAGE_COLUMN_CHOICES.map(String),
      defaultValue: String(DEFAULT_STAGE_COLUMNS),
    },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea' },
        { name: 'image', type: 'upload', relationTo: 'media' },
        linkGroup(),
      ],
    },
    hasMarginTopField,
  ],
}
