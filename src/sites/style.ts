import type { CSSProperties } from 'react'
import { FONT_PAIRS, type FontPair } from './fonts'
import { THEME_TOKENS, type BrandTheme, type SiteTheme } from './themes'

/** CSS custom properties for a site's theme (or a UK page's brand theme) and font pair. */
export function themeStyle(theme: SiteTheme, fontPair: FontPair, brand?: BrandTheme | null): CSSProperties {
  const fonts = FONT_PAIRS[fontPair] ?? FONT_PAIRS['montserrat-inter']
  return {
    ...THEME_TOKENS[brand ?? theme],
    '--font-heading': fonts.heading,
    '--font-body': fonts.body,
  } as CSSProperties
}
