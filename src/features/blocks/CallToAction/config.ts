import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { hasMarginTopField, titleField, titleTagField } from '../fields'

/** Call-to-action banner (spec 2 §2.6): a heading, a text and one or two buttons on a coloured band. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: 'Call-to-action banner', plural: 'Call-to-action banners' },
  fields: [
    titleField(true),
    titleTagField,
    { name: 'text', type: 'textarea' },
    linkGroup('link', { required: true }),
    linkGroup('secondaryLink'),
    {
      name: 'backgroundColor',
      type: 'select',
      options: ['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None'],
      defaultValue: 'BackgroundColor1',
    },
    hasMarginTopField,
    visibilityWindowField,
  ],
}
