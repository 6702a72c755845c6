import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { ACCORDION_LABELS as T } from './labels'

/** Accordion (spec 1 §2 "Shell screens"): panels that open and close; Items with a title and a text. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
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
      maxRows: 30,
      fields: [
        { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
        { name: 'text', type: 'textarea', required: true, label: BLOCK_LABELS.text },
      ],
    },
    {
      name: 'allowMultiple',
      type: 'checkbox',
      label: T.allowMultiple,
      defaultValue: false,
      admin: { description: T.allowMultipleDescription },
    },
    hasMarginTopField,
  ],
}
