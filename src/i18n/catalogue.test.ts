/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { LOCALES } from '@/cms/locales'
import { financeStrings } from '@/features/finance/strings'
import { shellStrings } from '@/features/shell/strings'
import {
  catalogueKeys,
  defineCatalogue,
  pickMessages,
  placeholdersOf,
  resolveMessages,
  translator,
  type Catalogue,
} from './catalogue'
import { choicesOf, parseMessage } from './message'
import { PLURAL_CATEGORIES } from './plural'

const demo = defineCatalogue(
  'demo',
  {
    'sv-SE': {
      title: 'Rubrik',
      months: '{n} mån',
      range: '{min}–{max}',
      cars: '{n, plural, one {# bil} other {# bilar}}',
    },
    'nb-NO': {
      title: 'Overskrift',
      months: '{n} mnd',
      range: '{min}–{max}',
      cars: '{n, plural, one {# bil} other {# biler}}',
    },
    'fi-FI': {
      title: 'Otsikko',
      months: '{n} kk',
      range: '{min}–{max}',
      cars: '{n, plural, one {# auto} other {# autoa}}',
    },
    'sk-SK': {
      title: 'Nadpis',
      months: '{n} mes.',
      range: '{min}–{max}',
      cars: '{n, plural, one {# auto} few {# autá} many {# auta} other {# áut}}',
    },
    'en-GB': {
      title: 'Heading',
      months: '{n} months',
      range: '{min} to {max}',
      cars: '{n, plural, one {# car} other {# cars}}',
    },
  },
  { unprefixedOverrides: true },
)

describe('resolveMessages', () => {
  it('gives the code defaults of the locale without overrides', () => {
    expect(resolveMessages(demo, 'fi-FI')).toEqual({
      $locale: 'fi-FI',
      title: 'Otsikko',
      months: '{n} kk',
      range: '{min}–{max}',
      cars: '{n, plural, one {# auto} other {# autoa}}',
    })
  })

  it('applies namespaced overrides, which win over bare keys; empty values do not count', () => {
    const messages = resolveMessages(demo, 'sv-SE', {
      'demo.title': 'Egen rubrik',
      title: 'Bar nyckel',
      months: '{n} månader',
      'demo.range': '  ',
    })
    expect(messages).toMatchObject({ title: 'Egen rubrik', months: '{n} månader', range: '{min}–{max}' })
  })

  it("falls back to the code default when an editor's text does not parse", () => {
    const messages = resolveMessages(demo, 'sv-SE', {
      'demo.cars': '{n, plural, one {# bil}',
      'demo.months': '{n} mån (ca)',
    })
    expect(messages.cars).toBe('{n, plural, one {# bil} other {# bilar}}')
    expect(messages.months).toBe('{n} mån (ca)')
    expect(translator(messages)('cars', { n: 1 })).toBe('1 bil')
  })

  it('ignores bare keys for catalogues that did not opt in, and keys of other namespaces', () => {
    const strict = defineCatalogue('strict', {
      'sv-SE': { a: 'A' },
      'nb-NO': { a: 'A' },
      'fi-FI': { a: 'A' },
      'sk-SK': { a: 'A' },
      'en-GB': { a: 'A' },
    })
    expect(resolveMessages(strict, 'sv-SE', { a: 'bare', 'other.a': 'other' }).a).toBe('A')
  })

  it('keeps the shell working with the un-prefixed keys editors already use', () => {
    expect(resolveMessages(shellStrings, 'en-GB', { skipToContent: 'Skip to main content' }).skipToContent).toBe(
      'Skip to main content',
    )
    expect(resolveMessages(financeStrings, 'en-GB', { loanHeading: 'not namespaced' }).loanHeading).toBe(
      'Calculate your car loan',
    )
  })
})

describe('translator', () => {
  it('fills named placeholders from typed arguments', () => {
    const t = translator(resolveMessages(demo, 'en-GB'))
    expect(t('title')).toBe('Heading')
    expect(t('months', { n: 36 })).toBe('36 months')
    expect(t('range', { min: '£1,000', max: '£5,000' })).toBe('£1,000 to £5,000')
    expect([0, 1, 2].map((n) => t('cars', { n }))).toEqual(['0 cars', '1 car', '2 cars'])
    expect([1, 3, 5].map((n) => translator(resolveMessages(demo, 'sk-SK'))('cars', { n }))).toEqual([
      '1 auto',
      '3 autá',
      '5 áut',
    ])
    // @ts-expect-error a plural's value is a number, not a formatted text
    t('cars', { n: '1' })
    // @ts-expect-error a template needs its values
    t('months')
    // @ts-expect-error a plain string takes none
    t('title', { n: 1 })
  })

  it('picks the subset a client component needs, with its locale', () => {
    expect(pickMessages(resolveMessages(demo, 'nb-NO'), ['title'])).toEqual({ $locale: 'nb-NO', title: 'Overskrift' })
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

/** Every catalogue of the code base (each feature's `*strings/index.ts`), found rather than listed, so none is left out. */
const isCatalogue = (value: unknown): value is Catalogue =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'strings' in value && 'options' in value
const CATALOGUES: Catalogue[] = Object.values(
  import.meta.glob<Record<string, unknown>>(['/src/**/*strings/index.ts', '!**/*.test.ts'], { eager: true }),
)
  .flatMap((module) => Object.values(module))
  .filter(isCatalogue)

it('finds the catalogues', () => {
  expect(CATALOGUES.map((c) => c.namespace)).toEqual(
    expect.arrayContaining(['shell', 'error', 'finance', 'ui', 'dealers', 'carList', 'leads', 'compare']),
  )
})

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

  it('has messages that parse, each plural with the categories of its locale', () => {
    for (const key of catalogueKeys(catalogue)) {
      for (const locale of LOCALES) {
        const where = `${catalogue.namespace}.${key} in ${locale}`
        const choices = choicesOf(parseMessage(catalogue.strings[locale][key]))
        for (const choice of choices.filter((c) => c.kind === 'plural')) {
          expect(choice.keys, where).toContain('other')
          expect(choice.keys.filter((k) => !k.startsWith('=')).sort(), where).toEqual(
            [...PLURAL_CATEGORIES[locale]].sort(),
          )
        }
        for (const choice of choices.filter((c) => c.kind === 'select')) expect(choice.keys, where).toContain('other')
      }
    }
  })

  it('renders every message with 0, 1, 2, 5 and 21 in every locale: the number shown, no syntax left', () => {
    for (const key of catalogueKeys(catalogue)) {
      for (const locale of LOCALES) {
        const template = catalogue.strings[locale][key]
        const nodes = parseMessage(template)
        const plurals = new Set(
          choicesOf(nodes)
            .filter((c) => c.kind === 'plural')
            .map((c) => c.arg),
        )
        const selects = new Set(
          choicesOf(nodes)
            .filter((c) => c.kind === 'select')
            .map((c) => c.arg),
        )
        for (const n of [0, 1, 2, 5, 21]) {
          const params = Object.fromEntries(
            placeholdersOf(template).map((name) => [
              name,
              plurals.has(name) ? n : selects.has(name) ? 'other' : `«${name}»`,
            ]),
          )
          const where = `${catalogue.namespace}.${key} in ${locale} with ${n}`
          const translate = translator(resolveMessages(catalogue, locale)) as (k: string, p: object) => string
          const text = translate(key, params)
          expect(text, where).not.toMatch(/[{}]/)
          // A plural that writes its number ('#') shows it, unless an exact form (=0, =1) replaces it.
          const exact = choicesOf(nodes).some((c) => c.kind === 'plural' && c.keys.includes(`=${n}`))
          if (template.includes('#') && !exact) expect(text, where).toMatch(new RegExp(`(^|\\D)${n}(\\D|$)`))
        }
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
