/**
 * Theme tokens per site theme and per UK brand theme (DESIGN §6: CSS custom properties).
 * A site picks one theme; a UK page may pick a brand theme through its BrandDesign field.
 */
export const SITE_THEMES = ['automotive', 'budget', 'nordic', 'suomi', 'slovak', 'uk'] as const
export type SiteTheme = (typeof SITE_THEMES)[number]

export const BRAND_THEMES = ['mercedes', 'smart', 'mini', 'bmw'] as const
export type BrandTheme = (typeof BRAND_THEMES)[number]

export type ThemeTokens = {
  '--color-primary': string
  '--color-primary-contrast': string
  '--color-accent': string
  '--color-surface': string
  '--color-surface-alt': string
  '--color-text': string
  '--color-text-muted': string
  '--color-border': string
  '--radius': string
}

export const THEME_TOKENS: Record<SiteTheme | BrandTheme, ThemeTokens> = {
  automotive: {
    '--color-primary': '#0b3d91',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#e4002b',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f2f4f7',
    '--color-text': '#14171f',
    '--color-text-muted': '#505866',
    '--color-border': '#d5d9e0',
    '--radius': '4px',
  },
  budget: {
    '--color-primary': '#ffd200',
    '--color-primary-contrast': '#111111',
    '--color-accent': '#111111',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#fff8d6',
    '--color-text': '#111111',
    '--color-text-muted': '#4a4a4a',
    '--color-border': '#e2dcc0',
    '--radius': '12px',
  },
  nordic: {
    '--color-primary': '#00594f',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#c8102e',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#eef5f3',
    '--color-text': '#10201d',
    '--color-text-muted': '#4b5e5a',
    '--color-border': '#cddcd8',
    '--radius': '6px',
  },
  suomi: {
    '--color-primary': '#002f6c',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#0072ce',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#eef3fa',
    '--color-text': '#0d1726',
    '--color-text-muted': '#4a5668',
    '--color-border': '#cfd9e6',
    '--radius': '2px',
  },
  slovak: {
    '--color-primary': '#7a1f2b',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#0b4ea2',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f6f0f1',
    '--color-text': '#1b1214',
    '--color-text-muted': '#5d5053',
    '--color-border': '#e0d3d5',
    '--radius': '8px',
  },
  uk: {
    '--color-primary': '#1c1c1c',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#00adef',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f4f4f4',
    '--color-text': '#1c1c1c',
    '--color-text-muted': '#5c5c5c',
    '--color-border': '#d9d9d9',
    '--radius': '0px',
  },
  mercedes: {
    '--color-primary': '#000000',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#0078d6',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f2f2f2',
    '--color-text': '#000000',
    '--color-text-muted': '#595959',
    '--color-border': '#d6d6d6',
    '--radius': '0px',
  },
  smart: {
    '--color-primary': '#2b2b2b',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#7fba00',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f3f6ee',
    '--color-text': '#1a1a1a',
    '--color-text-muted': '#555b4e',
    '--color-border': '#d8decf',
    '--radius': '16px',
  },
  mini: {
    '--color-primary': '#000000',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#d10a11',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f5f1ea',
    '--color-text': '#111111',
    '--color-text-muted': '#5a5550',
    '--color-border': '#ddd6cc',
    '--radius': '24px',
  },
  bmw: {
    '--color-primary': '#1c69d4',
    '--color-primary-contrast': '#ffffff',
    '--color-accent': '#0653b6',
    '--color-surface': '#ffffff',
    '--color-surface-alt': '#f6f6f6',
    '--color-text': '#262626',
    '--color-text-muted': '#666666',
    '--color-border': '#d9d9d9',
    '--radius': '0px',
  },
}
