import type { Block } from 'payload'
import { labelledOptions } from '../fields'
import { SPACER_LABELS as T } from './labels'

/** Spacer (spec 2 §9 "Spacer heights: small, medium, large"): empty room between blocks. */
export const SpacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    {
      name: 'size',
      type: 'select',
      label: T.size,
      required: true,
      options: labelledOptions(['small', 'medium', 'large'], T),
      defaultValue: 'medium',
    },
  ],
}
