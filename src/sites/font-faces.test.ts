import { describe, expect, it } from 'vitest'
import { fontFaceCss, hashedName, parseFontFaces } from './font-faces'

// Two faces as @fontsource-variable/inter/wght.css writes them, and one as @fontsource/poppins/700.css does.
const VARIABLE = `/* inter-latin-ext-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-ext-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA,U+02BD-02C5;
}

/* inter-latin-wght-normal */
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./files/inter-latin-wght-normal.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131;
}`
const STATIC = `/* poppins-latin-700-normal */
@font-face {
  font-family: 'Poppins';
  font-style: normal;
  font-display: swap;
  font-weight: 700;
  src: url(./files/poppins-latin-700-normal.woff2) format('woff2'), url(./files/poppins-latin-700-normal.woff) format('woff');
  unicode-range: U+0000-00FF;
}`

describe('font faces', () => {
  it('reads each face of a fontsource stylesheet: family, weight range, woff2 file, subset, unicode range', () => {
    expect(parseFontFaces(VARIABLE)).toEqual([
      {
        family: 'Inter Variable',
        style: 'normal',
        weight: '100 900',
        file: 'inter-latin-ext-wght-normal.woff2',
        format: 'woff2-variations',
        unicodeRange: 'U+0100-02BA,U+02BD-02C5',
        subset: 'latin-ext',
      },
      {
        family: 'Inter Variable',
        style: 'normal',
        weight: '100 900',
        file: 'inter-latin-wght-normal.woff2',
        format: 'woff2-variations',
        unicodeRange: 'U+0000-00FF,U+0131',
        subset: 'latin',
      },
    ])
    // a static weight lists woff2 before woff: the woff2 is taken
    expect(parseFontFaces(STATIC)).toMatchObject([
      { family: 'Poppins', weight: '700', file: 'poppins-latin-700-normal.woff2', format: 'woff2', subset: 'latin' },
    ])
  })

  it('refuses a face it cannot read rather than serving a page without it', () => {
    expect(() =>
      parseFontFaces(
        VARIABLE.replace("url(./files/inter-latin-wght-normal.woff2) format('woff2-variations')", 'local(Inter)'),
      ),
    ).toThrow('inter-latin-wght-normal')
  })

  it('writes the faces with their served URLs and swap display', () => {
    const css = fontFaceCss(parseFontFaces(STATIC), (file) => `/-/fonts/${file}`)
    expect(css).toBe(
      "@font-face{font-family:'Poppins';font-style:normal;font-display:swap;font-weight:700;src:url(/-/fonts/poppins-latin-700-normal.woff2) format('woff2');unicode-range:U+0000-00FF}",
    )
  })

  it('puts the content hash before the extension', () => {
    expect(hashedName('inter-latin-wght-normal.woff2', 'abc123')).toBe('inter-latin-wght-normal.abc123.woff2')
  })
})
