/** Suggestions while typing: matching, ranking, synonyms, stems, typos, per language, the cap and the byte budget. */
import { describe, expect, it } from 'vitest'
import type { FacetValue } from './contract'
import { answerBytes, buildSuggestIndex, normaliseQuery, suggest, type SuggestInput } from './suggest'
import { MAX_SUGGESTIONS, SUGGEST_BUDGET_BYTES } from './suggest-contract'

const v = (text: string, count: number, children?: FacetValue[]): FacetValue => ({
  text,
  count,
  ...(children ? { children } : {}),
})

const se: SuggestInput = {
  lang: 'sv',
  brands: [
    v('Volvo', 120, [v('XC60', 40), v('XC90', 25), v('V90', 10)]),
    v('Volkswagen', 60, [v('ID.4', 12), v('Golf', 30)]),
    v('Kia', 30, [v('Ceed', 30)]),
    v('Mercedes-Benz', 8, [v('EQA', 8)]),
  ],
  bodies: [v('SUV', 90), v('Kombi', 70), v('Halvkombi', 0)],
  fuels: [v('El', 80), v('Diesel', 50), v('Bensin', 60)],
}

const labels = (input: SuggestInput, q: string) =>
  suggest(buildSuggestIndex(input), q).suggestions.map((s) => `${s.label} ${s.count}`)

describe('suggest', () => {
  it('lists the values that begin with what was typed, brands before their models, those with more cars first', () => {
    expect(labels(se, 'vol')).toEqual([
      'Volvo 120',
      'Volkswagen 60',
      'Volvo XC60 40',
      'Volkswagen Golf 30',
      'Volvo XC90 25',
      'Volkswagen ID.4 12',
      'Volvo V90 10',
    ])
  })

  it('finds a model by a later word and by its brand and model together, run together or not', () => {
    expect(labels(se, 'xc')).toEqual(['Volvo XC60 40', 'Volvo XC90 25'])
    expect(labels(se, 'volvo xc9')).toEqual(['Volvo XC90 25'])
    expect(labels(se, 'id 4')[0]).toBe('Volkswagen ID.4 12')
    expect(labels(se, 'id4')[0]).toBe('Volkswagen ID.4 12')
  })

  it('puts the whole word before longer words that begin with it', () => {
    expect(suggest(buildSuggestIndex(se), 'el').suggestions[0]).toEqual({
      kind: 'fuel',
      value: 'El',
      label: 'El',
      count: 80,
    })
  })

  it("finds a value by the language's synonyms and brand aliases", () => {
    expect(labels(se, 'elbi')).toEqual(['El 80'])
    expect(labels(se, 'vw')).toEqual(['Volkswagen 60', 'Volkswagen Golf 30', 'Volkswagen ID.4 12'])
    expect(labels(se, 'merc')[0]).toBe('Mercedes-Benz 8')
    expect(labels(se, 'stadsj')).toEqual(['SUV 90'])
  })

  it('finds an inflected form by its stem', () => {
    expect(labels(se, 'elbilar')).toEqual(['El 80'])
    expect(labels(se, 'kombibilar')).toEqual(['Kombi 70'])
  })

  it('forgives a typo from four letters on, never in a shorter prefix or the first letter', () => {
    expect(labels(se, 'volov')[0]).toBe('Volvo 120')
    expect(labels(se, 'volvo xc9')).toEqual(['Volvo XC90 25'])
    expect(labels(se, 'dise')).toEqual(['Diesel 50'])
    expect(labels(se, 'vlo')).toEqual([])
    expect(labels(se, 'colvo')).toEqual([])
  })

  it('leaves out values without cars', () => {
    expect(labels(se, 'halvk')).toEqual([])
  })

  it("uses the page language's labels and words (se's /en page, uk)", () => {
    const en: SuggestInput = { ...se, lang: 'en', labels: { El: 'Electric', Kombi: 'Estate' } }
    expect(suggest(buildSuggestIndex(en), 'elec').suggestions).toEqual([
      { kind: 'fuel', value: 'El', label: 'Electric', count: 80 },
    ])
    expect(labels(en, 'wagon')).toEqual(['Estate 70'])
    expect(labels(en, 'electrics')).toEqual(['Electric 80'])
    const uk: SuggestInput = {
      lang: 'en',
      brands: [v('MINI', 14, [v('Cooper', 14)])],
      bodies: [v('Hatchback', 20)],
      fuels: [v('Electric', 9)],
    }
    expect(labels(uk, 'hatchbacks')).toEqual(['Hatchback 20'])
    expect(labels(uk, 'ev')).toEqual(['Electric 9'])
  })

  it("finds the Finnish, Norwegian and Slovak words and the editors' own", () => {
    expect(labels({ ...se, lang: 'fi', fuels: [v('Sähkö', 7)] }, 'sähköa')).toEqual(['Sähkö 7'])
    expect(labels({ ...se, lang: 'nb', fuels: [v('Elektrisitet', 5)] }, 'elbil')).toEqual(['Elektrisitet 5'])
    expect(labels({ ...se, lang: 'sk', fuels: [v('Elektro', 3)] }, 'elektromob')).toEqual(['Elektro 3'])
    expect(labels({ ...se, words: { dragare: 'SUV' } }, 'drag')).toEqual(['SUV 90'])
  })

  it('answers at most MAX_SUGGESTIONS, within the byte budget even for long values', () => {
    const many: SuggestInput = {
      ...se,
      brands: Array.from({ length: 30 }, (_, i) => v(`Brand${i} ${'x'.repeat(90)}`, 30 - i)),
    }
    const answer = suggest(buildSuggestIndex(many), 'bra')
    expect(answer.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS)
    expect(answer.suggestions[0].label.startsWith('Brand0 ')).toBe(true)
    expect(answerBytes(answer)).toBeLessThanOrEqual(SUGGEST_BUDGET_BYTES)
    const wide: SuggestInput = {
      ...se,
      brands: Array.from({ length: 30 }, (_, i) => v(`Brand${i} ${'å'.repeat(200)}`, 1)),
    }
    const fitted = suggest(buildSuggestIndex(wide), 'bra')
    expect(fitted.suggestions.length).toBeGreaterThan(0)
    expect(fitted.suggestions.length).toBeLessThan(MAX_SUGGESTIONS)
    expect(new TextEncoder().encode(JSON.stringify(fitted)).length).toBeLessThanOrEqual(SUGGEST_BUDGET_BYTES)
  })

  it('normalises what was typed as the memo key: case, accents, punctuation and spaces', () => {
    expect(normaliseQuery('  Volvo   XC-6 ')).toBe('volvo xc 6')
    expect(suggest(buildSuggestIndex(se), ' !! ').suggestions).toEqual([])
  })
})
