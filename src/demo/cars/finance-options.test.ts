import { describe, expect, it } from 'vitest'

import { createRng } from '@/demo/random'
import { SEARCH_INDICES } from '@/sites/markets'

import { buildFinance, LEASING_TERMS, LOAN_TERMS, loanResiduals, roundOffer } from './finance-options'
import { DISCLAIMER_PLACEHOLDERS } from '@/features/finance/option-schemas'
import { validateCarJson } from '@/features/cars/json-fields'

describe('offer rounding', () => {
  it('rounds private-leasing prices to the way they are advertised', () => {
    expect(roundOffer(4312, 'se')).toBe(4395)
    expect(roundOffer(4395, 'se')).toBe(4395)
    expect(roundOffer(441.2, 'fi')).toBe(449)
    expect(roundOffer(350, 'uk')).toBe(359)
  })
})

describe('finance options', () => {
  it('lets residuals fall with the term and the car age', () => {
    for (const [isNew, age] of [
      [true, 0],
      [false, 2],
      [false, 5],
      [false, 9],
    ] as const) {
      const residuals = loanResiduals(isNew, age)
      expect(residuals).toHaveLength(7)
      residuals.forEach((r, k) => k > 0 && expect(r).toBeLessThanOrEqual(residuals[k - 1]))
    }
    expect(loanResiduals(false, 9).every((r) => r === 0)).toBe(true)
    expect(loanResiduals(true, 0)[0]).toBeGreaterThan(loanResiduals(false, 5)[0])
  })

  it('builds options that pass their schemas in every market', () => {
    let loans = 0
    let company = 0
    let privateLeases = 0
    for (const index of SEARCH_INDICES) {
      for (let k = 0; k < 300; k++) {
        const rng = createRng(k + 1)
        const price = 20_000 + k * 1_531
        const finance = buildFinance(rng, {
          index,
          price,
          priceExVat: Math.round(price / 1.25),
          isNew: k % 2 === 0,
          lcv: k % 7 === 0,
          age: k % 2 === 0 ? 0 : k % 12,
        })
        expect(validateCarJson('car_loan_option', finance.loan)).toBe(true)
        expect(validateCarJson('car_company_leasing_option', finance.company)).toBe(true)
        expect(validateCarJson('car_private_leasing_option', finance.private)).toBe(true)
        expect(validateCarJson('car_leasing_options', finance.items)).toBe(true)
        if (finance.loan) {
          loans++
          for (const placeholder of Object.values(DISCLAIMER_PLACEHOLDERS)) {
            expect(finance.loan.disclaimer).toContain(placeholder)
          }
        }
        if (finance.company) company++
        if (finance.private) privateLeases++
        if (LOAN_TERMS[index] === null) expect(finance.loan).toBeNull()
        if (LEASING_TERMS[index] === null) expect(finance.items).toEqual([])
      }
    }
    expect(loans).toBeGreaterThan(500)
    expect(company).toBeGreaterThan(50)
    expect(privateLeases).toBeGreaterThan(50)
  })

  it('reads the Swedish market terms from the spec', () => {
    const se = LOAN_TERMS.se!
    expect(se.startFee).toBe(695)
    expect(se.invoiceFee).toBe(49)
    expect(se.minCash).toBe(20)
    expect(Math.min(...se.rates, se.campaignRate)).toBe(4.95)
    expect(Math.max(...se.rates)).toBe(7.95)
  })
})
