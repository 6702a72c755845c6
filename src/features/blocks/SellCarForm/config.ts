import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { SELL_CAR_FORM_LABELS as T } from './labels'

/** The sell-car / trade-in lead form (spec 2 §2.3); its fields are fixed by the spec, the heading is the editor's. */
export const SellCarFormBlock: Block = {
  slug: 'sellCarForm',
  interfaceName: 'SellCarFormBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
  ],
}
