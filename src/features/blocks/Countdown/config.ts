import type { Block } from 'payload'
import { linkGroup } from '@/cms/fields/link'
import { hasMarginTopField, titleField, titleTagField } from '../fields'

/** Countdown timer (spec 2 §2.6, §3 "CountdownTarget"): days, hours, minutes and seconds to a moment. */
export const CountdownBlock: Block = {
  slug: 'countdown',
  interfaceName: 'CountdownBlock',
  labels: { singular: 'Countdown', plural: 'Countdowns' },
  fields: [
    titleField(),
    titleTagField,
    { name: 'text', type: 'textarea' },
    { name: 'countdownTarget', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endedText',
      type: 'text',
      admin: { description: 'Shown when the countdown reaches zero; empty: the standard text.' },
    },
    linkGroup(),
    hasMarginTopField,
  ],
}
