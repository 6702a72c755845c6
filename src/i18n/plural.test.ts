import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/cms/locales'
import { PLURAL_CATEGORIES, pluralCategory } from './plural'

const NUMBERS = [
  ...Array.from({ length: 1201 }, (_, i) => i),
  10_000,
  100_001,
  1_000_000,
  0.5,
  1.5,
  2.5,
  1.25,
  3.75,
  11.1,
  1.0001,
  -1,
  -2,
  -5,
]

describe.each(LOCALES)('plural rules of %s', (locale) => {
  it('has the categories of Intl.PluralRules', () => {
    expect([...PLURAL_CATEGORIES[locale]].sort()).toEqual(
      [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort(),
    )
  })

  it('selects as Intl.PluralRules does', () => {
    const intl = new Intl.PluralRules(locale)
    for (const n of NUMBERS) expect(pluralCategory(locale, n), String(n)).toBe(intl.select(n))
  })
})

it('gives Slovak its four forms and the Nordic languages and English two', () => {
  expect([1, 2, 4, 5, 1.5].map((n) => pluralCategory('sk-SK', n))).toEqual(['one', 'few', 'few', 'other', 'many'])
  expect([0, 1, 2, 21].map((n) => pluralCategory('sv-SE', n))).toEqual(['other', 'one', 'other', 'other'])
})
