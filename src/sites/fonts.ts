/**
 * Each site's font pair (spec 1 §1), self-hosted from @fontsource packages so that nothing is fetched
 * from a font CDN at run time. The @font-face rules are imported in the site layout's fonts.css;
 * browsers download only the families and unicode ranges a page uses.
 */
export const FONT_PAIRS = {
  'montserrat-inter': { heading: "'Montserrat Variable'", body: "'Inter Variable'" },
  'poppins-nunito': { heading: "'Poppins'", body: "'Nunito Sans Variable'" },
  'raleway-source': { heading: "'Raleway Variable'", body: "'Source Sans 3 Variable'" },
  'worksans-plex': { heading: "'Work Sans Variable'", body: "'IBM Plex Sans Variable'" },
  'robotoslab-roboto': { heading: "'Roboto Slab Variable'", body: "'Roboto Variable'" },
  'dmserif-dmsans': { heading: "'DM Serif Display'", body: "'DM Sans Variable'" },
} as const

export type FontPair = keyof typeof FONT_PAIRS
export const FONT_PAIR_KEYS = Object.keys(FONT_PAIRS) as FontPair[]
