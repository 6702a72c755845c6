import type { Block } from 'payload'

/** The sell-car / trade-in lead form (spec 2 §2.3); its fields are fixed by the spec, the heading is the editor's. */
export const SellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  labels: { singular: 'Sell-car form', plural: 'Sell-car forms' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
  ],
}
