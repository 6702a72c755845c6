/**
 * The cars domain's reads for server components, each cached for the request (React.cache) and
 * returning what the page shows rather than the stored document.
 */
import 'server-only'
import { cache } from 'react'
import type { Where } from 'payload'
import { payloadClient } from '@/cms/payload'
import type { Car } from '@/payload-types'
import type { SearchIndex } from '@/sites/markets'
import { toFinanceCalculatorCar, type FinanceCalculatorCar } from './finance-view'

// Richest first: a car with loan and company leasing shows every calculator; the UK needs a VIN.
const UK_PREFERENCES: Where[] = [{ car_chassino: { exists: true } }]
const NORDIC_PREFERENCES: Where[] = [
  { and: [{ car_loan_option: { exists: true } }, { car_company_leasing_option: { exists: true } }, { car_private_leasing_option: { exists: true } }] },
  { car_loan_option: { exists: true } },
  { car_leasing_options: { exists: true } },
]

/** The editor's car (by car id) in the market, else the first car of the market with finance offers. */
async function findFinanceCalculatorCar(index: SearchIndex, carId: string | null): Promise<Car | null> {
  const payload = await payloadClient()
  const market: Where = { index: { equals: index } }
  if (carId) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, { car_id: { equals: carId } }] }, limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  for (const preference of index === 'uk' ? UK_PREFERENCES : NORDIC_PREFERENCES) {
    const { docs } = await payload.find({ collection: 'cars', where: { and: [market, preference] }, sort: 'car_id', limit: 1, depth: 0 })
    if (docs[0]) return docs[0]
  }
  return null
}

/** The car the finance calculator block shows: the block's choice, else the first car of the market with finance offers. */
export const financeCalculatorCar = cache(async (index: SearchIndex, carId: string | null): Promise<FinanceCalculatorCar | null> => {
  const car = await findFinanceCalculatorCar(index, carId)
  return car ? toFinanceCalculatorCar(car, new Date()) : null
})
export type { FinanceCalculatorCar } from './finance-view'
