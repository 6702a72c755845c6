/**
 * Each site's font pair (spec 1 §1), self-hosted from @fontsource packages so that nothing is fetched
 * from a font CDN at run time. A page carries only its pair's @font-face rules and preloads their Latin
 * files (src/sites/font-assets.ts); browsers download only the unicode ranges a page uses. Each family is
 * followed by its metric-matched local fallback (font-fallbacks.css, made by scripts/font-fallbacks.mjs), so
 * the swap to the web font does not move the text.
 */
export const FONT_PAIRS = {
  'montserrat-inter': {
    heading: "'Montserrat Variable', 'Montserrat Variable Fallback', sans-serif",
    body: "'Inter Variable', 'Inter Variable Fallback', sans-serif",
  },
  'poppins-nunito': {
    heading: "'Poppins', 'Poppins Fallback', sans-serif",
    body: "'Nunito Sans Variable', 'Nunito Sans Variable Fallback', sans-serif",
  },
  'raleway-source': {
    heading: "'Raleway Variable', 'Raleway Variable Fallback', sans-serif",
    body: "'Source Sans 3 Variable', 'Source Sans 3 Variable Fallback', sans-serif",
  },
  'worksans-plex': {
    heading: "'Work Sans Variable', 'Work Sans Variable Fallback', sans-serif",
    body: "'IBM Plex Sans Variable', 'IBM Plex Sans Variable Fallback', sans-serif",
  },
  'robotoslab-roboto': {
    heading: "'Roboto Slab Variable', 'Roboto Slab Variable Fallback', serif",
    body: "'Roboto Variable', 'Roboto Variable Fallback', sans-serif",
  },
  'dmserif-dmsans': {
    heading: "'DM Serif Display', 'DM Serif Display Fallback', serif",
    body: "'DM Sans Variable', 'DM Sans Variable Fallback', sans-serif",
  },
} as const

/** The fontsource stylesheets of each pair's heading and body families (package/file, under node_modules). */
export const FONT_STYLESHEETS: Record<keyof typeof FONT_PAIRS, readonly [string, string]> = {
  'montserrat-inter': ['@fontsource-variable/montserrat/wght.css', '@fontsource-variable/inter/wght.css'],
  'poppins-nunito': ['@fontsource/poppins/700.css', '@fontsource-variable/nunito-sans/wght.css'],
  'raleway-source': ['@fontsource-variable/raleway/wght.css', '@fontsource-variable/source-sans-3/wght.css'],
  'worksans-plex': ['@fontsource-variable/work-sans/wght.css', '@fontsource-variable/ibm-plex-sans/wght.css'],
  'robotoslab-roboto': ['@fontsource-variable/roboto-slab/wght.css', '@fontsource-variable/roboto/wght.css'],
  'dmserif-dmsans': ['@fontsource/dm-serif-display/400.css', '@fontsource-variable/dm-sans/wght.css'],
}

export type FontPair = keyof typeof FONT_PAIRS
export const FONT_PAIR_KEYS = Object.keys(FONT_PAIRS) as FontPair[]
