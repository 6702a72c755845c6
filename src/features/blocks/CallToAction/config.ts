import type { Block } from 'payload'
import { visibilityWindowField } from '../window-field'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { BACKGROUND_COLOR_LABELS, hasMarginTopField, labelledOptions, titleField, titleTagField } from '../fields'
import { CALL_TO_ACTION_LABELS as T } from './labels'

/** Call-to-action banner (spec 2 §2.6): a heading, a text and one or two buttons on a coloured band. */
export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(true),
    titleTagField,
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
    linkGroup('link', { required: true }),
    linkGroup('secondaryLink', { label: T.secondaryLink }),
    {
      name: 'backgroundColor',
      type: 'select',
      label: BLOCK_LABELS.backgroundColor,
      options: labelledOptions(
        ['BackgroundColor1', 'BackgroundColor2', 'BackgroundColor3', 'None'],
        BACKGROUND_COLOR_LABELS,
      ),
      defaultValue: 'BackgroundColor1',
    },
    hasMarginTopField,
    visibilityWindowField,
  ],
}
