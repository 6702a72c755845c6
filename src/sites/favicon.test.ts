import { describe, expect, it } from 'vitest'
import { faviconInitial, faviconSvg } from './favicon'
import { SITE_THEMES, THEME_TOKENS } from './themes'

describe('site favicon', () => {
  it("is the theme's primary square with the name's initial in the contrast colour", () => {
    for (const theme of SITE_THEMES) {
      const svg = faviconSvg(theme, 'Motor Group')
      expect(svg).toContain(`fill="${THEME_TOKENS[theme]['--color-primary']}"`)
      expect(svg).toContain(`fill="${THEME_TOKENS[theme]['--color-primary-contrast']}"`)
      expect(svg).toContain('>M</text>')
    }
  })

  it('takes only a letter or digit from the name (nothing that could break the markup)', () => {
    expect(faviconInitial('<script>')).toBe('S')
    expect(faviconInitial('  åkeri')).toBe('Å')
    expect(faviconInitial('"&')).toBe('')
    expect(faviconSvg('unknown', '"&')).not.toContain('<text')
  })
})
