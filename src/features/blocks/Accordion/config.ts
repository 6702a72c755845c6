import type { Block } from 'payload'
import { hasMarginTopField, titleField, titleTagField } from '../fields'

/** Accordion (spec 1 §2 "Shell screens"): panels that open and close; Items with a title and a text. */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  fields: [
    titleField(),
    titleTagField,
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 30,
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
      ],
    },
    {
      name: 'allowMultiple',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Several panels may be open at once.' },
    },
    hasMarginTopField,
  ],
}
