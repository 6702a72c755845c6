/** The car a finance demo shows: the block's choice, else the first car of the market with finance offers. */
import type { Payload, Where } from 'payload'
import type { Car } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'

export async function demoCar(payload: Payload, index: SearchIndex, carId: string | null | undefined): Promise<Car | null> {
  const market: Where = { index: { equals: index } }
  if (carId) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, { car_id: { equals: carId } }] }, limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  // Richest first: a car with loan and company leasing shows every calculator; the UK needs a VIN.
  const preferences: Where[] =
    index === 'uk'
      ? [{ car_chassino: { exists: true } }]
      : [
          { and: [{ car_loan_option: { exists: true } }, { car_company_leasing_option: { exists: true } }, { car_private_leasing_option: { exists: true } }] },
          { car_loan_option: { exists: true } },
          { car_leasing_options: { exists: true } },
        ]
  for (const preference of preferences) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, preference] }, sort: 'car_id', limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  return null
}
