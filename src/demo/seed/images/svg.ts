import sharp from 'sharp'
import { cachedRender } from './render-cache'

/** Generic stack: librsvg resolves it through fontconfig, and this machine only ships DejaVu. */
export const FONT = 'DejaVu Sans, Arial, sans-serif'

export const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

/** Round to 1 decimal: shorter SVG text parses faster and keeps output byte-stable. */
export const n = (v: number) => Math.round(v * 10) / 10
const r3 = (v: number) => Math.round(v * 1000) / 1000
const n3 = (v: number) => r3(Math.min(1, Math.max(0, v)))

/**
 * Wraps drawing code (in a fixed design coordinate space) into a document of the requested pixel size.
 * `slice` fills any aspect ratio by cropping the design edges instead of letterboxing.
 */
export function svgDoc(body: string, opts: { vw: number; vh: number; width: number; height: number; defs?: string }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${opts.width}" height="${opts.height}" ` +
    `viewBox="0 0 ${opts.vw} ${opts.vh}" preserveAspectRatio="xMidYMid slice">` +
    (opts.defs ? `<defs>${opts.defs}</defs>` : '') +
    body +
    `</svg>`
  )
}

/** Effort 2 keeps encoding fast enough for hundreds of seed images; quality 82 hides gradient banding. */
const WEBP = { quality: 82, effort: 2 }
/** What the bytes depend on besides the drawing: the encoder and its settings. Text uses the FONT stack above. */
const ENCODER = JSON.stringify({ versions: sharp.versions, webp: WEBP })

/** The drawing as WebP; the seed keeps renders in SEED_IMAGE_CACHE (src/demo/seed/run.ts) across data folders. */
export function toWebp(svg: string): Promise<Buffer> {
  return cachedRender(process.env.SEED_IMAGE_CACHE, ENCODER + svg, () => sharp(Buffer.from(svg)).webp(WEBP).toBuffer())
}

/** Linear gradient definition; stops are [offset 0..1, colour, opacity?]. */
export function linear(
  id: string,
  stops: Array<[number, string, number?]>,
  dir: { x1?: number; y1?: number; x2?: number; y2?: number; user?: boolean } = {},
): string {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = dir
  const units = dir.user ? ' gradientUnits="userSpaceOnUse"' : ''
  return (
    `<linearGradient id="${id}"${units} x1="${r3(x1)}" y1="${r3(y1)}" x2="${r3(x2)}" y2="${r3(y2)}">` +
    stops
      .map(([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('') +
    `</linearGradient>`
  )
}

export function radial(id: string, stops: Array<[number, string, number?]>, attrs = ''): string {
  return (
    `<radialGradient id="${id}" ${attrs}>` +
    stops
      .map(([o, c, a]) => `<stop offset="${n3(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`)
      .join('') +
    `</radialGradient>`
  )
}

export type Pt = [x: number, y: number, radius?: number]

/**
 * Closed path through the points with each corner rounded by its own radius (quadratic fillet).
 * Car bodies are mostly straight panels meeting at soft corners, so this gives convincing shapes
 * from a short list of hard points.
 */
export function roundedPath(pts: Pt[]): string {
  const len = pts.length
  const parts: string[] = []
  for (let i = 0; i < len; i++) {
    const [px, py] = pts[(i - 1 + len) % len]
    const [cx, cy, r = 0] = pts[i]
    const [nx, ny] = pts[(i + 1) % len]
    const d1 = Math.hypot(px - cx, py - cy)
    const d2 = Math.hypot(nx - cx, ny - cy)
    const r1 = Math.min(r, d1 / 2)
    const r2 = Math.min(r, d2 / 2)
    const ax = cx + ((px - cx) / (d1 || 1)) * r1
    const ay = cy + ((py - cy) / (d1 || 1)) * r1
    const bx = cx + ((nx - cx) / (d2 || 1)) * r2
    const by = cy + ((ny - cy) / (d2 || 1)) * r2
    parts.push(`${i === 0 ? 'M' : 'L'}${n(ax)} ${n(ay)}`)
    if (r > 0) parts.push(`Q${n(cx)} ${n(cy)} ${n(bx)} ${n(by)}`)
  }
  return parts.join('') + 'Z'
}

/** FNV-1a: turns names and titles into seeds so the same text always yields the same picture. */
export function hashString(s: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}
