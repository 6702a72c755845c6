import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { BLOCK_LABELS } from '../admin-labels'
import { hasMarginTopField, titleField, titleTagField } from '../fields'
import { COUNTDOWN_LABELS as T } from './labels'

/** Countdown timer (spec 2 §2.6, §3 "CountdownTarget"): days, hours, minutes and seconds to a moment. */
export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    titleField(),
    titleTagField,
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
    {
      name: 'countdownTarget',
      type: 'date',
      label: T.countdownTarget,
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endedText',
      type: 'text',
      label: T.endedText,
      admin: { description: T.endedTextDescription },
    },
    linkGroup(),
    hasMarginTopField,
  ],
}
