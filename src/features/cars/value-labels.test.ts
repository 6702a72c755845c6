import { describe, expect, it } from 'vitest'
import { labelOf, pickLabels, valueLabelsOf } from './value-labels'

describe('car value labels', () => {
  const labels = valueLabelsOf({
    'carValue.Bensin': 'Petrol',
    'carValue.Automat': 'Automatic',
    'carValue.SUV': 'SUV',
    'carValue.Kombi': ' ',
    'finance.loanHeading': 'Loan',
    skipToContent: 'Skip',
  })

  it('reads the translations of stored values from the dictionary, leaving other keys, blanks and identities out', () => {
    expect(labels).toEqual({ Bensin: 'Petrol', Automat: 'Automatic' })
  })

  it('shows a value through its translation, or as stored without one', () => {
    expect(labelOf(labels, 'Bensin')).toBe('Petrol')
    expect(labelOf(labels, 'Kombi')).toBe('Kombi')
    expect(labelOf(labels, 'toString')).toBe('toString')
  })

  it('translates lines that carry a figure through a pattern key', () => {
    const withPatterns = valueLabelsOf({
      'carValue.Kampanjpris – du sparar {amount}': 'Offer price – save {amount}',
      'carValue.Kampanjränta {rate} på billån': 'Offer rate {rate} APR',
    })
    expect(labelOf(withPatterns, 'Kampanjpris – du sparar 20 000 kr')).toBe('Offer price – save 20 000 kr')
    expect(labelOf(withPatterns, 'Kampanjränta 3,95 % på billån')).toBe('Offer rate 3,95 % APR')
    expect(labelOf(withPatterns, 'Kampanjpris (x)')).toBe('Kampanjpris (x)')
  })

  it('picks the labels of the values a component shows', () => {
    expect(pickLabels(labels, ['Automat', 'Diesel'])).toEqual({ Automat: 'Automatic' })
  })
})
