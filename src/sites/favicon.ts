/**
 * Every site serves its favicon (/favicon.ico was a 404 on every site: a console error on
 * every page). The icon is drawn from the site's theme tokens, so a new site or theme has one without
 * an upload: a rounded square in the primary colour with the site name's initial in the contrast colour.
 */
import { THEME_TOKENS, type SiteTheme } from './themes'

const HEX = /^#[0-9a-f]{3,8}$/i
const safeColor = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback)

/** The first letter or digit of the site's name, upper-cased (XML-safe: only letters and digits pass). */
export function faviconInitial(siteName: string): string {
  const match = /[\p{L}\p{N}]/u.exec(siteName)
  return match ? match[0].toLocaleUpperCase() : ''
}

export function faviconSvg(theme: string, siteName: string): string {
  const tokens = THEME_TOKENS[theme as SiteTheme] ?? THEME_TOKENS.automotive
  const background = safeColor(tokens['--color-primary'], '#0b3d91')
  const foreground = safeColor(tokens['--color-primary-contrast'], '#ffffff')
  const initial = faviconInitial(siteName)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${background}"/>` +
    (initial
      ? `<text x="32" y="45" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="40" font-weight="700" fill="${foreground}">${initial}</text>`
      : '') +
    `</svg>`
  )
}
