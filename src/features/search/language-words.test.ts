import { describe, expect, it } from 'vitest'
import { LOCALE_LANG } from '@/sites/format'
import { demoLexicon, demoStock } from '../../../tests/kits/demo-lexicon'
import { ROWS } from '../../../tests/kits/phrase-table'
import { languageWords, wordCheck } from './language-words'
import { understandPhrase } from './understand'

describe('wordCheck over a Hunspell word list', () => {
  const check = wordCheck(['5', 'passera/ABC', 'skida/D', 'köra/E', 'Volvo/F', 'bil', 'SUV'].join('\n'), 'sv')

  it('knows the base forms as the language writes them, in any case', () => {
    expect(check('passera')).toBe(true)
    expect(check('Skida')).toBe(true)
    expect(check('köra')).toBe(true)
  })

  it('knows an inflected form through a base form with the same stem', () => {
    expect(check('passerat')).toBe(true)
    expect(check('passerade')).toBe(true)
    expect(check('skidor')).toBe(true)
  })

  it('leaves out proper nouns, abbreviations and words too short to be corrected', () => {
    expect(check('volvo')).toBe(false)
    expect(check('suv')).toBe(false)
    expect(check('bil')).toBe(false)
  })

  it('does not know a word whose stem no base form shares', () => {
    expect(check('passning')).toBe(false)
    expect(check('volov')).toBe(false)
  })
})

// Each dictionary takes 0.1–0.5 s to read on an idle machine, and several times that on a loaded one.
describe('languageWords: the dictionaries of the site languages', { timeout: 60_000 }, () => {
  // The phrase table's typos are what visitors mistype; none may be taken for a real word of the page's language.
  const typos = ROWS.flatMap(([, locale, , expected]) =>
    (expected.c ?? []).map((c) => ({ lang: LOCALE_LANG[locale], typed: c.split('>')[0] })),
  )

  it('knows none of the phrase table’s typos', async () => {
    expect(typos.length).toBeGreaterThan(10)
    for (const { lang, typed } of typos)
      expect({ lang, typed, known: (await languageWords(lang))(typed) }).toMatchObject({ known: false })
  })

  it.each([
    ['sv', ['passerat', 'skida', 'fokus']],
    ['nb', ['kjørte', 'passerte']],
    ['sk', ['elektromobily', 'vozidlá']],
    ['en', ['estates', 'drove']],
  ] as const)('%s knows real words and their inflections', async (lang, words) => {
    const check = await languageWords(lang)
    for (const word of words) expect({ word, known: check(word) }).toEqual({ word, known: true })
  })

  it('fi has no dictionary and knows no word', async () => {
    expect((await languageWords('fi'))('ajettu')).toBe(false)
  })

  it('keeps a Swedish word from turning into a model', async () => {
    const lexicon = demoLexicon(demoStock(), 'se', 'sv-SE')
    const options = { thisYear: 2026, places: [] }
    expect(understandPhrase('passerat', lexicon, options).corrections).toEqual([
      { typed: 'passerat', meant: expect.stringMatching(/^Passat/) },
    ])
    const isKnownWord = await languageWords('sv')
    expect(understandPhrase('passerat', lexicon, { ...options, isKnownWord })).toMatchObject({
      tree: [],
      corrections: [],
      keyphrase: 'passerat',
    })
  })
})
