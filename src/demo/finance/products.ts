/**
 * Demo UK products of a dealer (seeded by src/demo/seed/finance.ts): a PCP and an HP with typical 2026
 * terms. The guaranteed future value falls with term, annual mileage and age, as lenders' tables do.
 */
import type { FinanceProduct } from '@/payload-types'

export type ProductData = Omit<FinanceProduct, 'id' | 'createdAt' | 'updatedAt'>

const PCP_TERMS = [24, 36, 48]
const PCP_MILEAGES = [6000, 9000, 12000, 15000]
const AGE_BANDS = [1, 3, 5, 7]

/** Percent of the cash price guaranteed at the end, for an age band (up to N years), mileage and term. */
export function demoFutureValuePercent(maxAgeYears: number, annualMileage: number, term: number): number {
  return Math.max(8, Math.round(66 - (term / 12) * 8 - ((annualMileage - 6000) / 3000) * 2.5 - maxAgeYears * 4))
}

export function demoProducts(dealerId: number, siteId: string): ProductData[] {
  // Every other dealer runs a deposit contribution, so the demo shows both kinds of quote.
  const contribution = Number(siteId) % 2 === 0 ? 500 : 0
  return [
    {
      dealer: dealerId,
      name: 'Personal Contract Purchase',
      familyKey: 'PCP',
      type: 'PCP',
      aprPercent: 9.9,
      documentationFee: 0,
      optionToPurchaseFee: 10,
      dealerContribution: contribution,
      term: { min: 24, max: 48, step: 12, default: 36 },
      depositPercent: { min: 0, max: 40, step: 1, default: 10 },
      annualMileage: { min: 6000, max: 15000, step: 3000, default: 9000 },
      futureValues: AGE_BANDS.flatMap((maxAgeYears) =>
        PCP_MILEAGES.flatMap((annualMileage) =>
          PCP_TERMS.map((term) => ({
            maxAgeYears,
            annualMileage,
            term,
            percent: demoFutureValuePercent(maxAgeYears, annualMileage, term),
          })),
        ),
      ),
    },
    {
      dealer: dealerId,
      name: 'Hire Purchase',
      familyKey: 'HP',
      type: 'HP',
      aprPercent: 10.9,
      documentationFee: 99,
      optionToPurchaseFee: 10,
      dealerContribution: 0,
      term: { min: 12, max: 60, step: 12, default: 48 },
      depositPercent: { min: 0, max: 50, step: 1, default: 10 },
      annualMileage: { min: null, max: null, step: null, default: null },
      futureValues: [],
    },
  ]
}
