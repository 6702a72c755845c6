import { describe, expect, it } from 'vitest'
import { formatMessage } from '@/i18n/message'
import { enGB } from './en-GB'
import { fiFI } from './fi-FI'
import { nbNO } from './nb-NO'
import { skSK } from './sk-SK'
import { svSE } from './sv-SE'

const days = (template: string, locale: Parameters<typeof formatMessage>[2]['locale'], n: number) =>
  formatMessage(template, { days: n }, { locale })

describe('days in stock, in every locale with its own plural forms', () => {
  it('says one day and many days as each language does', () => {
    expect([1, 12].map((n) => days(svSE.daysInStock, 'sv-SE', n))).toEqual(['1 dag i lager', '12 dagar i lager'])
    expect([1, 12].map((n) => days(nbNO.daysInStock, 'nb-NO', n))).toEqual(['1 dag på lager', '12 dager på lager'])
    expect([1, 12].map((n) => days(fiFI.daysInStock, 'fi-FI', n))).toEqual([
      '1 päivä varastossa',
      '12 päivää varastossa',
    ])
    expect([1, 3, 12].map((n) => days(skSK.daysInStock, 'sk-SK', n))).toEqual([
      '1 deň na sklade',
      '3 dni na sklade',
      '12 dní na sklade',
    ])
    expect([1, 12].map((n) => days(enGB.daysInStock, 'en-GB', n))).toEqual(['1 day in stock', '12 days in stock'])
  })

  it('names the drop with its amount and day', () => {
    const params = { amount: '15 000 kr', day: '12 nov.' }
    expect(formatMessage(svSE.priceLoweredBy, params, { locale: 'sv-SE' })).toBe(
      'Priset sänkt med 15 000 kr den 12 nov.',
    )
    expect(formatMessage(enGB.priceLoweredBy, { amount: '£1,500', day: '12 Nov' }, { locale: 'en-GB' })).toBe(
      'Price lowered by £1,500 on 12 Nov',
    )
  })
})
