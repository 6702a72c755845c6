/**
 * Each site's font pair (spec 1 §1), self-hosted from @fontsource packages so that nothing is fetched
 * from a font CDN at run time. The @font-face rules are imported in the site layout's fonts.css;
 * browsers download only the families and unicode ranges a page uses. Each family is followed by its
 * metric-matched local fallback (font-fallbacks.css, made by scripts/font-fallbacks.mjs), so the swap to the web
 * font does not move the text.
 */
export const FONT_PAIRS = {
  'montserrat-inter': { heading: "'Montserrat Variable', 'Montserrat Variable Fallback', sans-serif", body: "'Inter Variable', 'Inter Variable Fallback', sans-serif" },
  'poppins-nunito': { heading: "'Poppins', 'Poppins Fallback', sans-serif", body: "'Nunito Sans Variable', 'Nunito Sans Variable Fallback', sans-serif" },
  'raleway-source': { heading: "'Raleway Variable', 'Raleway Variable Fallback', sans-serif", body: "'Source Sans 3 Variable', 'Source Sans 3 Variable Fallback', sans-serif" },
  'worksans-plex': { heading: "'Work Sans Variable', 'Work Sans Variable Fallback', sans-serif", body: "'IBM Plex Sans Variable', 'IBM Plex Sans Variable Fallback', sans-serif" },
  'robotoslab-roboto': { heading: "'Roboto Slab Variable', 'Roboto Slab Variable Fallback', serif", body: "'Roboto Variable', 'Roboto Variable Fallback', sans-serif" },
  'dmserif-dmsans': { heading: "'DM Serif Display', 'DM Serif Display Fallback', serif", body: "'DM Sans Variable', 'DM Sans Variable Fallback', sans-serif" },
} as const

export type FontPair = keyof typeof FONT_PAIRS
export const FONT_PAIR_KEYS = Object.keys(FONT_PAIRS) as FontPair[]
