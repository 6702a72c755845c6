import { describe, expect, it } from 'vitest'

import { formatMonthly, formatNumber, formatPercent, formatPrice, groupDigits, roundListPrice } from './format'

describe('market formats', () => {
  it('groups digits', () => {
    expect(groupDigits(0, ' ')).toBe('0')
    expect(groupDigits(999, ' ')).toBe('999')
    expect(groupDigits(1000, ' ')).toBe('1 000')
    expect(groupDigits(349_900, ' ')).toBe('349 900')
    expect(groupDigits(1_234_567, ',')).toBe('1,234,567')
    expect(groupDigits(-12_345, ' ')).toBe('-12 345')
    expect(groupDigits(1999.6, ' ')).toBe('2 000')
  })

  it('writes prices the way each market does', () => {
    expect(formatPrice(349_900, 'se')).toBe('349 900 kr')
    expect(formatPrice(349_900, 'bb')).toBe('349 900 kr')
    expect(formatPrice(389_900, 'no')).toBe('389 900 kr')
    expect(formatPrice(29_990, 'fi')).toBe('29 990 €')
    expect(formatPrice(29_990, 'sk')).toBe('29 990 €')
    expect(formatPrice(24_995, 'uk')).toBe('£24,995')
    expect(formatMonthly(3_495, 'se')).toBe('3 495 kr/mån')
    // a page in another language of the site: the market's currency in the page's words and digits
    expect(formatMonthly(3_495, 'se', 'en')).toBe('3,495 kr/month')
    expect(formatPrice(349_900, 'no', 'en')).toBe('349,900 kr')
    expect(formatMonthly(349, 'fi', 'sv')).toBe('349 €/mån')
    expect(formatMonthly(349, 'fi')).toBe('349 €/kk')
    expect(formatMonthly(349, 'uk')).toBe('£349/month')
  })

  it('writes numbers and percentages per language', () => {
    expect(formatNumber(6.8, 'sv', 1)).toBe('6,8')
    expect(formatNumber(6.8, 'en', 1)).toBe('6.8')
    expect(formatNumber(1234.5, 'fi', 1)).toBe('1 234,5')
    expect(formatPercent(5.95, 'sv')).toBe('5,95 %')
    expect(formatPercent(20, 'sk')).toBe('20 %')
    expect(formatPercent(5.95, 'en')).toBe('5.95%')
  })

  it('rounds list prices down to dealer endings', () => {
    expect(roundListPrice(351_234, 'se')).toBe(350_900)
    expect(roundListPrice(349_950, 'se')).toBe(349_900)
    expect(roundListPrice(15_321, 'se')).toBe(14_900)
    expect(roundListPrice(30_012, 'fi')).toBe(29_990)
    expect(roundListPrice(25_050, 'uk')).toBe(24_995)
    for (const value of [12_345, 99_999, 500_001]) {
      for (const index of ['se', 'no', 'fi', 'uk'] as const)
        expect(roundListPrice(value, index)).toBeLessThanOrEqual(value)
    }
  })
})
