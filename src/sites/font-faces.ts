/**
 * The @font-face rules of a site's font pair, taken from the @fontsource packages' own CSS ("fonts
 * are preloaded and subset"). Each page carries only its pair's faces, for the subsets the sites' languages
 * use, and preloads the Latin files it will certainly need; the files are served from /-/fonts/ under
 * content-hashed names (src/sites/font-assets.ts). Pure rules, no file access.
 */

/** Latin covers sv, nb, fi and en; Latin Extended adds Slovak's letters (downloaded only where used). */
export const FONT_SUBSETS = ['latin', 'latin-ext'] as const

export type FontFace = {
  family: string
  style: string
  weight: string
  /** The woff2 file's name in the package's files/ folder. */
  file: string
  format: string
  unicodeRange: string
  subset: string
}

const declaration = (block: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(block)?.[1].trim()

/** The faces of a fontsource stylesheet; a block whose shape is not fontsource's is refused, not guessed. */
export function parseFontFaces(css: string): FontFace[] {
  const faces: FontFace[] = []
  for (const [, name, block] of css.matchAll(/\/\*\s*([\w-]+)\s*\*\/\s*@font-face\s*\{([^}]*)\}/g)) {
    const family = declaration(block, 'font-family')?.replace(/^'(.*)'$/, '$1')
    const woff2 = /url\(\.\/files\/([\w.-]+\.woff2)\)\s*format\('([\w-]+)'\)/.exec(block)
    const unicodeRange = declaration(block, 'unicode-range')
    // fontsource names a face {font}-{subset}-{weight}-{style}
    const subset = /-([a-z]+(?:-ext)?)-(?:wght|\d+)-(?:normal|italic)$/.exec(name)?.[1]
    if (!family || !woff2 || !unicodeRange || !subset) throw new Error(`not a fontsource face: ${name}`)
    faces.push({
      family,
      style: declaration(block, 'font-style') ?? 'normal',
      weight: declaration(block, 'font-weight') ?? '400',
      file: woff2[1],
      format: woff2[2],
      unicodeRange,
      subset,
    })
  }
  return faces
}

/** The stylesheet of the given faces, each file at its served URL. */
export const fontFaceCss = (faces: FontFace[], urlOf: (file: string) => string) =>
  faces
    .map(
      (f) =>
        `@font-face{font-family:'${f.family}';font-style:${f.style};font-display:swap;font-weight:${f.weight};src:url(${urlOf(f.file)}) format('${f.format}');unicode-range:${f.unicodeRange}}`,
    )
    .join('\n')

/** A served name: the package's file name with a content hash, so it can be cached for good. */
export function hashedName(file: string, hash: string) {
  const dot = file.lastIndexOf('.')
  return `${file.slice(0, dot)}.${hash}${file.slice(dot)}`
}
