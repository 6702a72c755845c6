import 'server-only'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { FONT_PAIR_KEYS, FONT_STYLESHEETS, type FontPair } from './fonts'
import { FONT_SUBSETS, fontFaceCss, hashedName, parseFontFaces } from './font-faces'

/** Served by src/app/api/fonts/[file]/route.ts (rewritten from here in next.config.ts). */
export const FONT_URL_PREFIX = '/-/fonts/'

export type PairFonts = { css: string }
type FontAssets = { files: Map<string, Buffer>; pairs: Map<FontPair, PairFonts> }

const SUBSETS: ReadonlySet<string> = new Set(FONT_SUBSETS)
let assets: FontAssets | null = null

/**
 * Every pair's faces and files, read once from the installed packages, under content-hashed names the page
 * writes itself (the bundler's names are known only to its CSS) and that can be cached for good.
 */
function load(): FontAssets {
  const modules = path.join(process.cwd(), 'node_modules')
  const files = new Map<string, Buffer>()
  const urls = new Map<string, string>()
  const urlOf = (dir: string) => (file: string) => {
    const source = path.join(dir, 'files', file)
    let url = urls.get(source)
    if (!url) {
      const body = fs.readFileSync(source)
      const name = hashedName(file, createHash('sha256').update(body).digest('hex').slice(0, 12))
      files.set(name, body)
      url = FONT_URL_PREFIX + name
      urls.set(source, url)
    }
    return url
  }
  const pairs = new Map<FontPair, PairFonts>()
  for (const pair of FONT_PAIR_KEYS) {
    const css: string[] = []
    for (const sheet of FONT_STYLESHEETS[pair]) {
      const url = urlOf(path.join(modules, path.dirname(sheet)))
      const faces = parseFontFaces(fs.readFileSync(path.join(modules, sheet), 'utf8')).filter((f) =>
        SUBSETS.has(f.subset),
      )
      css.push(fontFaceCss(faces, url))
    }
    pairs.set(pair, { css: css.join('\n') })
  }
  return { files, pairs }
}

const fontAssets = () => (assets ??= load())

/** A pair's @font-face rules (an unknown pair gets the default one). */
export const pairFonts = (pair: string): PairFonts =>
  fontAssets().pairs.get(pair as FontPair) ?? fontAssets().pairs.get('montserrat-inter')!

/** A font file's name in the address: `{family}-{subset}-….{hash}.woff2`. */
export const fontFileSchema = z
  .string()
  .max(120)
  .regex(/^[\w.-]+\.woff2$/)

/** A served font file by its hashed name, or null. */
export const fontFile = (name: string): Buffer | null => fontAssets().files.get(name) ?? null
