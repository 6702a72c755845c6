import { describe, expect, it } from 'vitest'
import type { CarLang } from '@/sites/format'
import { descriptionWords, MAX_DESCRIPTION_STEMS } from './description-words'

const CASES: [CarLang, string, string[]][] = [
  [
    'sv',
    'Volvon har dragkrok och panoramatak. Dragkroken är avtagbar, 2 ägare i Göteborg.',
    ['volvon', 'har', 'dragkrok', 'panoramatak', 'avtagbar', 'agare', 'goteborg'],
  ],
  [
    'nb',
    'Bilen har hengerfeste og panoramatak. Hengerfestet er avtakbart.',
    ['har', 'hengerfeste', 'panoramatak', 'avtakbart'],
  ],
  [
    'fi',
    'Autossa on vetokoukku ja panoraamakatto. Vetokoukun lisäksi lohkolämmitin.',
    ['autossa', 'vetokoukku', 'panoraamakatto', 'lisaksi', 'lohkolammitin'],
  ],
  [
    'sk',
    'Auto má ťažné zariadenie a panoramatickú strechu, ťažného zariadenia 2 kusy.',
    ['zariadenie', 'panoramaticku', 'strechu', 'tazne', 'tazneho', 'kusy'],
  ],
  [
    'en',
    'The car has a tow bar and heated seats; towing 2,000 kg with the tow bars.',
    ['has', 'tow', 'bar', 'heated', 'seats', '000'],
  ],
]

describe('descriptionWords', () => {
  it.each(CASES)('%s: each stem once, no stop word, number or short word', (lang, text, words) => {
    expect(descriptionWords(text, lang).sort()).toEqual(words.filter((w) => !/^\d/.test(w)).sort())
  })

  it('keeps at most MAX_DESCRIPTION_STEMS words, the first ones of the text', () => {
    const text = Array.from(
      { length: 200 },
      (_, i) => `ord${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`,
    ).join(' ')
    const words = descriptionWords(text, 'sv')
    expect(words).toHaveLength(MAX_DESCRIPTION_STEMS)
    expect(words[0]).toBe('ordaax')
  })

  it('is empty for no description', () => {
    expect(descriptionWords(null, 'en')).toEqual([])
  })
})
