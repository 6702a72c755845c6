import type { Block } from 'payload'

/** Spacer (spec 2 §9 "Spacer heights: small, medium, large"): empty room between blocks. */
export const SpacerBlock: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer', plural: 'Spacers' },
  fields: [
    { name: 'size', type: 'select', required: true, options: ['small', 'medium', 'large'], defaultValue: 'medium' },
  ],
}
