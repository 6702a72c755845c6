import type { Block } from 'payload'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { FAQ_LIST_LABELS as T } from './labels'

/** FAQ list (spec 2 §2.6): questions that open to their answers; the page also gets FAQPage JSON-LD. */
export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(),
    titleTagField,
    {
      name: 'items',
      type: 'array',
      label: T.items,
      labels: { singular: T.item, plural: T.items },
      required: true,
      minRows: 1,
      maxRows: 50,
      fields: [
        { name: 'question', type: 'text', required: true, label: T.item },
        { name: 'answer', type: 'textarea', required: true, label: T.answer },
      ],
    },
    hasMarginTopField,
  ],
}
