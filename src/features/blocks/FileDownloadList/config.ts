import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { FILE_DOWNLOAD_LIST_LABELS as T } from './labels'
import { DEFAULT_VISIBLE_FILES } from './visibility'

/** File download list (spec 2 §2.6, §4.3, §9: 3 files visible by default, the rest behind a toggle). */
export const FileDownloadListBlock: Block = {
  slug: 'fileDownloadList',
  interfaceName: 'FileDownloadListBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(),
    titleTagField,
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
    {
      name: 'items',
      type: 'array',
      label: T.items,
      labels: { singular: T.item, plural: T.items },
      required: true,
      minRows: 1,
      maxRows: 100,
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true, label: T.item },
        { name: 'label', type: 'text', label: T.label, admin: { description: T.labelDescription } },
        { name: 'description', type: 'text', label: T.description },
      ],
    },
    {
      name: 'visibleCount',
      type: 'number',
      label: T.visibleCount,
      min: 1,
      max: 100,
      defaultValue: DEFAULT_VISIBLE_FILES,
    },
    hasMarginTopField,
  ],
}
