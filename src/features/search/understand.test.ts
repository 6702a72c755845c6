/** the phrase table (tests/kits/phrase-table.ts) against the demo stock's vocabulary. */
import { describe, expect, it } from 'vitest'
import { demoLexicon, demoStock } from '../../../tests/kits/demo-lexicon'
import { ROWS, type Row } from '../../../tests/kits/phrase-table'
import type { Bound } from './query-bounds'
import { placeSlug } from '../cars/list/distance'
import { buildLexicon } from './query-lexicon'
import { understandPhrase, type Understood } from './understand'

const stock = demoStock()
const THIS_YEAR = 2026
/** The market's dealer towns as the distance facet's places: the demo's cars stand at its dealer sites. */
const placesOf = (market: string) =>
  (stock.vocabulary.get(market as never)?.car_site_city ?? []).map((name) => ({ slug: placeSlug(name), name }))

function expected(row: Row): Understood {
  const [market, locale, , e] = row
  const years = demoLexicon(stock, market, locale).years
  const values: Record<string, string[]> = { ...e.v }
  if (e.y) {
    const [min, max] = e.y
    const list = years.filter((y) => (min === null || y >= min) && (max === null || y <= max)).sort((a, b) => b - a)
    values.car_year = list.map(String)
  }
  return {
    tree: e.t ?? [],
    values,
    ranges: (e.r ?? {}) as Partial<Record<string, Bound>>,
    keyphrase: e.k ?? '',
    place: e.p ?? null,
    corrections: (e.c ?? []).map((c) => ({ typed: c.split('>')[0], meant: c.split('>')[1] })),
  }
}

const sortedValues = (u: Understood) => ({
  ...u,
  values: Object.fromEntries(Object.entries(u.values).sort(([a], [b]) => a.localeCompare(b))),
})

describe('understandPhrase: the phrase table', () => {
  it('holds at least 150 phrases over the five languages', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(150)
    expect(new Set(ROWS.map((r) => r[1]))).toEqual(new Set(['sv-SE', 'nb-NO', 'fi-FI', 'sk-SK', 'en-GB']))
  })

  it.each(ROWS)('%s %s: "%s"', (market, locale, phrase, _e) => {
    const lexicon = demoLexicon(stock, market, locale)
    expect(sortedValues(understandPhrase(phrase, lexicon, { thisYear: THIS_YEAR, places: placesOf(market) }))).toEqual(
      sortedValues(expected([market, locale, phrase, _e])),
    )
  })
})

describe('understandPhrase: editors and real words', () => {
  it('takes an editor’s word from the dictionary (searchWord.<word> = stored value)', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE', { elsparkcykel: 'El', pärla: 'Volvo' })
    expect(understandPhrase('pärla elsparkcykel', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      tree: ['Volvo'],
      values: { car_fuel: ['El'] },
    })
  })

  it('ignores an editor’s word for a value the index does not hold', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE', { raket: 'Ferrari' })
    expect(understandPhrase('raket', lexicon, { thisYear: THIS_YEAR })).toMatchObject({ tree: [], keyphrase: 'raket' })
  })

  it('never corrects a word the cars’ own texts use', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE')
    expect(
      understandPhrase('volvp', lexicon, { thisYear: THIS_YEAR, isKnownWord: (w) => w === 'volvp' }),
    ).toMatchObject({ tree: [], keyphrase: 'volvp', corrections: [] })
  })

  it('corrects no word shorter than four letters, and no change to a far key', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE')
    expect(understandPhrase('vovlo kai', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      tree: ['Volvo'],
      keyphrase: 'kai',
    })
    expect(understandPhrase('skada', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      tree: [],
      keyphrase: 'skada',
      corrections: [],
    })
  })

  it('takes no amount the list address cannot carry as a bound (over 15 digits): it stays text', () => {
    const lexicon = demoLexicon(stock, 'se', 'sv-SE')
    expect(understandPhrase('under 9999999999999999999999 kr', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      ranges: {},
    })
    expect(understandPhrase('under 999999999999999 kr', lexicon, { thisYear: THIS_YEAR }).ranges).toEqual({
      car_price: { max: 999999999999999 },
    })
  })

  it('reads no range out of a model number after its brand, but does after another word', () => {
    const lexicon = buildLexicon({
      lang: 'en',
      market: 'uk',
      vocabulary: { car_brand: ['Peugeot'], car_model: ['2008', '3008'], car_year: ['2012', '2018'] },
      models: { Peugeot: ['2008', '3008'] },
    })
    expect(understandPhrase('peugeot 2008-2012', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      tree: ['Peugeot>2008'],
      values: { car_year: ['2012'] },
    })
    expect(understandPhrase('2008-2012', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      tree: [],
      values: { car_year: ['2012'] },
    })
    expect(understandPhrase('2008-2018', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      values: { car_year: ['2018', '2012'] },
    })
  })

  it('makes a town a place only when it is one of the market’s dealer towns and no brand or model word', () => {
    const lexicon = buildLexicon({
      lang: 'en',
      market: 'uk',
      vocabulary: { car_brand: ['SEAT'], car_model: ['Toledo'], car_site_city: ['Toledo', 'Leeds', 'York'] },
      models: { SEAT: ['Toledo'] },
    })
    const places = [
      { slug: 'toledo', name: 'Toledo' },
      { slug: 'leeds', name: 'Leeds' },
    ]
    expect(understandPhrase('toledo', lexicon, { thisYear: THIS_YEAR, places })).toMatchObject({
      tree: ['SEAT>Toledo'],
      values: {},
      place: null,
    })
    expect(understandPhrase('cars in leeds', lexicon, { thisYear: THIS_YEAR, places })).toMatchObject({
      values: {},
      place: 'leeds',
      keyphrase: '',
    })
    // A town with cars but no dealer place (or a page without places) stays the city filter it was.
    expect(understandPhrase('cars in york', lexicon, { thisYear: THIS_YEAR, places })).toMatchObject({
      values: { car_site_city: ['York'] },
      place: null,
    })
    expect(understandPhrase('cars in leeds', lexicon, { thisYear: THIS_YEAR })).toMatchObject({
      values: { car_site_city: ['Leeds'] },
      place: null,
    })
  })
})
