import type { Block } from 'payload'

/** The finance calculators of spec 1 §3-§5, §7 for one car: a demo of what car detail will show. */
export const FinanceCalculatorBlock: Block = {
  slug: 'financeCalculator',
  interfaceName: 'FinanceCalculatorBlock',
  labels: { singular: 'Finance calculator', plural: 'Finance calculators' },
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    {
      // The car's car_id rather than a relationship: a relationship would pull the car's typed json
      // columns into every Page type, and car detail links by car_id anyway.
      name: 'carId',
      type: 'text',
      admin: {
        description: "car_id of the car to show; empty: the first car of the site's market that has finance offers.",
      },
    },
  ],
}
