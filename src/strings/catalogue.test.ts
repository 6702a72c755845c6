import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/cms/locales'
import { carListStrings } from '@/car-list/strings'
import { financeStrings } from '@/finance/strings'
import { dealerStrings } from '@/dealers/strings'
import { errorStrings } from '@/shell/error-strings'
import { shellStrings } from '@/shell/strings'
import { uiStrings } from '@/ui/strings'
import { carDetailStrings } from '@/car-detail/strings'
import { catalogueKeys, defineCatalogue, formatTemplate, pickMessages, placeholdersOf, resolveMessages, translator, type Catalogue } from './catalogue'

const demo = defineCatalogue(
  'demo',
  {
    'sv-SE': { title: 'Rubrik', months: '{n} mån', range: '{min}–{max}' },
    'nb-NO': { title: 'Overskrift', months: '{n} mnd', range: '{min}–{max}' },
    'fi-FI': { title: 'Otsikko', months: '{n} kk', range: '{min}–{max}' },
    'sk-SK': { title: 'Nadpis', months: '{n} mes.', range: '{min}–{max}' },
    'en-GB': { title: 'Heading', months: '{n} months', range: '{min} to {max}' },
  },
  { unprefixedOverrides: true },
)

describe('resolveMessages', () => {
  it('gives the code defaults of the locale without overrides', () => {
    expect(resolveMessages(demo, 'fi-FI')).toEqual({ title: 'Otsikko', months: '{n} kk', range: '{min}–{max}' })
  })

  it('applies namespaced overrides, which win over bare keys; empty values do not count', () => {
    const messages = resolveMessages(demo, 'sv-SE', { 'demo.title': 'Egen rubrik', title: 'Bar nyckel', months: '{n} månader', 'demo.range': '  ' })
    expect(messages).toEqual({ title: 'Egen rubrik', months: '{n} månader', range: '{min}–{max}' })
  })

  it('ignores bare keys for catalogues that did not opt in, and keys of other namespaces', () => {
    const strict = defineCatalogue('strict', { 'sv-SE': { a: 'A' }, 'nb-NO': { a: 'A' }, 'fi-FI': { a: 'A' }, 'sk-SK': { a: 'A' }, 'en-GB': { a: 'A' } })
    expect(resolveMessages(strict, 'sv-SE', { a: 'bare', 'other.a': 'other' }).a).toBe('A')
  })

  it('keeps the shell working with the un-prefixed keys editors already use', () => {
    expect(resolveMessages(shellStrings, 'en-GB', { skipToContent: 'Skip to main content' }).skipToContent).toBe('Skip to main content')
    expect(resolveMessages(financeStrings, 'en-GB', { loanHeading: 'not namespaced' }).loanHeading).toBe('Calculate your car loan')
  })
})

describe('translator and formatTemplate', () => {
  it('fills named placeholders from typed arguments', () => {
    const t = translator(resolveMessages(demo, 'en-GB'))
    expect(t('title')).toBe('Heading')
    expect(t('months', { n: 36 })).toBe('36 months')
    expect(t('range', { min: '£1,000', max: '£5,000' })).toBe('£1,000 to £5,000')
    // @ts-expect-error a template needs its values
    t('months')
    // @ts-expect-error a plain string takes none
    t('title', { n: 1 })
  })

  it('leaves a placeholder without a value as written, so an editor sees the typo', () => {
    expect(formatTemplate('{n} mån ({x})', { n: 12 })).toBe('12 mån ({x})')
    expect(formatTemplate('{toString} {n}', { n: 1 })).toBe('{toString} 1')
  })

  it('picks the subset a client component needs', () => {
    expect(pickMessages(resolveMessages(demo, 'nb-NO'), ['title'])).toEqual({ title: 'Overskrift' })
  })

  it('forces every key into every locale (checked by the compiler)', () => {
    defineCatalogue('typed', {
      'sv-SE': { a: 'A', b: 'B' },
      // @ts-expect-error a locale without key b
      'nb-NO': { a: 'A' },
      'fi-FI': { a: 'A', b: 'B' },
      // @ts-expect-error a key the reference locale does not have
      'sk-SK': { a: 'A', b: 'B', c: 'C' },
      'en-GB': { a: 'A', b: 'B' },
    })
    expect(placeholdersOf('{b} and {a} and {b}')).toEqual(['a', 'b'])
  })
})

const CATALOGUES: Catalogue[] = [shellStrings, errorStrings, financeStrings, uiStrings, dealerStrings, carListStrings, carDetailStrings]

describe.each(CATALOGUES.map((c) => [c.namespace, c] as const))('the %s catalogue', (_name, catalogue) => {
  it('has a non-empty text for every key in every locale, with the same placeholders as sv-SE', () => {
    for (const key of catalogueKeys(catalogue)) {
      const reference = placeholdersOf(catalogue.strings['sv-SE'][key])
      for (const locale of LOCALES) {
        const text = catalogue.strings[locale][key]
        expect(text.trim(), `${catalogue.namespace}.${key} in ${locale}`).not.toBe('')
        expect(placeholdersOf(text), `${catalogue.namespace}.${key} in ${locale}`).toEqual(reference)
      }
    }
  })

  it('has keys that editors can type as `namespace.key`', () => {
    for (const key of catalogueKeys(catalogue)) expect(key).toMatch(/^[a-z][A-Za-z0-9]*$/)
  })
})

it('gives every catalogue its own namespace', () => {
  expect(new Set(CATALOGUES.map((c) => c.namespace)).size).toBe(CATALOGUES.length)
})
