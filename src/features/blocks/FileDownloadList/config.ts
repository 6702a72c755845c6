import type { Block } from 'payload'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { DEFAULT_VISIBLE_FILES } from './visibility'

/** File download list (spec 2 §2.6, §4.3, §9: 3 files visible by default, the rest behind a toggle). */
export const FileDownloadListBlock: Block = {
  slug: 'fileDownloadList',
  interfaceName: 'FileDownloadListBlock',
  labels: { singular: 'File download list', plural: 'File download lists' },
  fields: [
    titleField(),
    titleTagField,
    { name: 'text', type: 'textarea' },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 100,
      fields: [
        { name: 'file', type: 'upload', relationTo: 'media', required: true },
        { name: 'label', type: 'text', admin: { description: 'Empty: the file name.' } },
        { name: 'description', type: 'text' },
      ],
    },
    { name: 'visibleCount', type: 'number', min: 1, max: 100, defaultValue: DEFAULT_VISIBLE_FILES },
    hasMarginTopField,
  ],
}
