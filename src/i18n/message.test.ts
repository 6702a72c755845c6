import { describe, expect, expectTypeOf, it } from 'vitest'
import { choicesOf, formatMessage, parseMessage, type MessageParams, type Placeholders } from './message'

const CARS_SV = 'Visar {shown} av {total, plural, one {# bil} other {# bilar}}'
const CARS_SK =
  '{shown, plural, one {Zobrazené #} few {Zobrazené #} many {Zobrazených #} other {Zobrazených #}} z {total, plural, one {# auta} few {# áut} many {# auta} other {# áut}}'

describe('formatMessage', () => {
  it('chooses the plural form of the locale', () => {
    expect(formatMessage(CARS_SV, { shown: 1, total: 1 }, { locale: 'sv-SE' })).toBe('Visar 1 av 1 bil')
    expect(formatMessage(CARS_SV, { shown: 48, total: 988 }, { locale: 'sv-SE' })).toBe('Visar 48 av 988 bilar')
    expect(formatMessage(CARS_SK, { shown: 1, total: 1 }, { locale: 'sk-SK' })).toBe('Zobrazené 1 z 1 auta')
    expect(formatMessage(CARS_SK, { shown: 3, total: 3 }, { locale: 'sk-SK' })).toBe('Zobrazené 3 z 3 áut')
    expect(formatMessage(CARS_SK, { shown: 48, total: 120 }, { locale: 'sk-SK' })).toBe('Zobrazených 48 z 120 áut')
  })

  it('writes # in the locale format, or with the formatter given', () => {
    expect(formatMessage(CARS_SV, { shown: 48, total: 12_345 }, { locale: 'sv-SE' })).toBe(
      'Visar 48 av 12\u00a0345 bilar',
    )
    expect(formatMessage(CARS_SV, { shown: 48, total: 12_345 }, { locale: 'en-GB' })).toBe('Visar 48 av 12,345 bilar')
    expect(
      formatMessage(
        '{n, plural, one {# car} other {# cars}}',
        { n: 10_000 },
        { locale: 'en-GB', formatNumber: (n) => `${n}+` },
      ),
    ).toBe('10000+ cars')
  })

  it('prefers an exact =N match, and knows select and nesting', () => {
    const message = '{n, plural, =0 {no cars} one {one car} other {# cars}}'
    expect([0, 1, 2].map((n) => formatMessage(message, { n }, { locale: 'en-GB' }))).toEqual([
      'no cars',
      'one car',
      '2 cars',
    ])
    const nested = '{kind, select, loan {{n, plural, one {# month} other {# months}} of loan} other {{n} months}}'
    expect(formatMessage(nested, { kind: 'loan', n: 1 }, { locale: 'en-GB' })).toBe('1 month of loan')
    expect(formatMessage(nested, { kind: 'lease', n: 36 }, { locale: 'en-GB' })).toBe('36 months')
  })

  it('keeps a missing argument visible and quotes with apostrophes as ICU does', () => {
    expect(formatMessage('{n} mån ({x})', { n: 12 }, { locale: 'sv-SE' })).toBe('12 mån ({x})')
    expect(formatMessage("It's '{n}' and ''{n}''", { n: 1 }, { locale: 'en-GB' })).toBe("It's {n} and '1'")
    expect(formatMessage('{n, plural, one {# car} other {# cars}}', {}, { locale: 'en-GB' })).toBe('# cars')
  })

  it('shows a malformed text as it is instead of throwing', () => {
    expect(formatMessage('{n, plural, one {# bil}', { n: 1 }, { locale: 'sv-SE' })).toBe('{n, plural, one {# bil}')
  })
})

describe('parseMessage', () => {
  it.each([
    ['{n, plural, one {# bil}}', 'without "other"'],
    ['{n, plural, one {# bil} other {# bilar}', 'expected'],
    ['Visar {shown av {total}', 'expected'],
    ['{n, plurl, other {x}}', 'plural" or "select'],
    ['a } b', 'unmatched'],
  ])('refuses %s', (source, reason) => {
    expect(() => parseMessage(source)).toThrow(reason)
  })

  it('lists the choices with their keys', () => {
    expect(choicesOf(parseMessage(CARS_SK)).map((c) => [c.arg, c.keys])).toEqual([
      ['shown', ['one', 'few', 'many', 'other']],
      ['total', ['one', 'few', 'many', 'other']],
    ])
  })
})

describe('the argument types of a message literal', () => {
  it('names the arguments, not the branches', () => {
    expectTypeOf<Placeholders<'{n} mån'>>().toEqualTypeOf<'n'>()
    expectTypeOf<Placeholders<'{n, plural, one {# bil} other {# bilar}}'>>().toEqualTypeOf<'n'>()
    expectTypeOf<Placeholders<'{n, plural, one {bil} other {bilar}}'>>().toEqualTypeOf<'n'>()
    expectTypeOf<Placeholders<typeof CARS_SV>>().toEqualTypeOf<'shown' | 'total'>()
    expectTypeOf<
      Placeholders<'{k, select, a {{x} and {n, plural, one {# y} other {# ys}}} other {{z}}}'>
    >().toEqualTypeOf<'k' | 'x' | 'n' | 'z'>()
    expectTypeOf<Placeholders<'Rubrik'>>().toEqualTypeOf<never>()
  })

  it('asks a number for a plural argument', () => {
    expectTypeOf<MessageParams<typeof CARS_SV>>().toEqualTypeOf<{ shown: string | number; total: number }>()
  })
})
