import type { Block } from 'payload'
import { hasMarginTopField, titleField, titleTagField } from '../fields'

/** FAQ list (spec 2 §2.6): questions that open to their answers; the page also gets FAQPage JSON-LD. */
export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  labels: { singular: 'FAQ list', plural: 'FAQ lists' },
  fields: [
    titleField(),
    titleTagField,
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 50,
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    hasMarginTopField,
  ],
}
