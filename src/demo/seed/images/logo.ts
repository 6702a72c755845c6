import sharp from 'sharp'
import { contrastRatio, darken, lighten, luminance } from './color'
import { FONT, esc, hashString, n, radial } from './svg'
import { textWidth } from './text-width'

/** `background`: the colour the logo sits on (a dark header's), white when not given. */
export type BrandLogoOptions = { name: string; color?: string; background?: string }
export type BrandLogo = { svg: string; png: Buffer; webp: Buffer; width: number; height: number }

const HEIGHT = 80
const WORD_SIZE = 30
const TRACKING = 3
const PALETTE = ['#0b3d91', '#c8102e', '#00594f', '#1d1f24', '#7a1f2b', '#0072ce', '#e35205', '#4b2e83']

/** One or two initials: first letters of the first two words. */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s\-&]+/)
    .filter(Boolean)
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?')[0]).toUpperCase()
}

/** A shape such as the emblem needs 3:1 against what it sits on (WCAG 1.4.11). */
const SHAPE_CONTRAST = 3

/**
 * Original emblem (circle or shield, picked from the name) with initials, followed by the name as a wordmark.
 * On a dark background (the UK site's near-black logo on its near-black header) the wordmark turns
 * white and an emblem too dark to see is drawn light, with the initials in the brand colour.
 */
export function brandLogoSvg({ name, color, background = '#ffffff' }: BrandLogoOptions): {
  svg: string
  width: number
  height: number
} {
  const h = hashString(name)
  const brand = color ?? PALETTE[h % PALETTE.length]
  const shield = (h >>> 3) % 2 === 1
  const label = name.trim().toUpperCase()
  const ini = initials(name)
  const dark = luminance(background) < 0.18
  // Very light brand colours (yellows) would vanish as wordmark text on white headers.
  const onLight = luminance(brand) > 0.35 ? '#1b1f24' : darken(brand, 0.25)
  const word = dark ? '#ffffff' : onLight
  const lightEmblem = contrastRatio(brand, background) < SHAPE_CONTRAST
  const c = lightEmblem ? '#f2f4f7' : brand
  const mark = lightEmblem ? brand : '#ffffff'
  const width = Math.ceil(80 + 18 + textWidth(label, WORD_SIZE, TRACKING) + 6)
  const iniSize = ini.length > 1 ? 28 : 36
  const outline = shield ? `M6 5H74V36C74 58 58 71 40 78C22 71 6 58 6 36Z` : `M40 3A37 37 0 1 1 39.99 3Z`
  const inner = shield ? `M12 11H68V36C68 54 55 65 40 71C25 65 12 54 12 36Z` : `M40 9A31 31 0 1 1 39.99 9Z`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">` +
    `<defs>${radial(
      'lg',
      [
        [0, lighten(c, 0.25)],
        [1, c],
      ],
      'cx="0.35" cy="0.3" r="0.8"',
    )}</defs>` +
    `<path d="${outline}" fill="url(#lg)"/>` +
    `<path d="${inner}" fill="none" stroke="${mark}" stroke-opacity="0.85" stroke-width="2.5"/>` +
    `<text x="40" y="${n(shield ? 38 + iniSize * 0.36 : 40 + iniSize * 0.36)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${iniSize}" fill="${mark}">${esc(ini)}</text>` +
    `<text x="98" y="${n(40 + WORD_SIZE * 0.36)}" font-family="${FONT}" font-weight="700" font-size="${WORD_SIZE}" letter-spacing="${TRACKING}" fill="${word}">${esc(label)}</text>` +
    `</svg>`
  return { svg, width, height: HEIGHT }
}

export async function brandLogo(opts: BrandLogoOptions): Promise<BrandLogo> {
  const { svg, width, height } = brandLogoSvg(opts)
  const img = sharp(Buffer.from(svg))
  const [png, webp] = await Promise.all([img.clone().png().toBuffer(), img.clone().webp({ lossless: true }).toBuffer()])
  return { svg, png, webp, width, height }
}
