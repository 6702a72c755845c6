import type { Block } from 'payload'
import { BLOCK_LABELS } from '../admin-labels'
import { FINANCE_CALCULATOR_LABELS as T } from './labels'

/** The finance calculators of spec 1 §3-§5, §7 for one car: a demo of what car detail will show. */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [
    { name: 'title', type: 'text', required: true, label: BLOCK_LABELS.title },
    { name: 'text', type: 'textarea', label: BLOCK_LABELS.text },
    {
      // The car's car_id rather than a relationship: a relationship would pull the car's typed json
      // columns into every Page type, and car detail links by car_id anyway.
      name: 'carId',
      type: 'text',
      label: T.carId,
      admin: { description: T.carIdDescription },
    },
  ],
}
