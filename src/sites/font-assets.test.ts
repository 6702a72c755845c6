import { describe, expect, it } from 'vitest'
import { fontFile, FONT_URL_PREFIX, pairFonts } from './font-assets'
import { FONT_PAIR_KEYS, FONT_PAIRS } from './fonts'

describe('font assets of the installed packages', () => {
  it.each(FONT_PAIR_KEYS)('%s: both families, Latin and Latin Extended, every file served as woff2', (pair) => {
    const { css } = pairFonts(pair)
    for (const stack of [FONT_PAIRS[pair].heading, FONT_PAIRS[pair].body]) {
      const family = /^'([^']+)'/.exec(stack)![1]
      expect(css.match(new RegExp(`font-family:'${family}'`, 'g'))).toHaveLength(2)
    }
    expect(css).not.toMatch(/cyrillic|greek|vietnamese/)
    const urls = [...css.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1])
    expect(urls).toHaveLength(4)
    for (const url of urls) {
      expect(url).toMatch(/^\/-\/fonts\/[\w-]+-latin(-ext)?-[\w-]+\.[0-9a-f]{12}\.woff2$/)
      // every woff2 file starts with its signature
      expect(fontFile(url.slice(FONT_URL_PREFIX.length))!.subarray(0, 4).toString('latin1')).toBe('wOF2')
    }
  })

  it('serves no file it was not given, and an unknown pair falls back to the default', () => {
    expect(fontFile('inter-latin-wght-normal.woff2')).toBeNull()
    expect(fontFile('../package.json')).toBeNull()
    expect(pairFonts('nonsense')).toEqual(pairFonts('montserrat-inter'))
  })
})
