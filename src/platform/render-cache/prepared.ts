/**
 * The render cache's pages as the production server (src/platform/server) would send them: with the
 * deferred start's transform already applied when the page is stored, and, for a client that takes gzip, already
 * compressed (./gzip-splice.ts), so a cache hit costs a copy, not a transform and a compression of the page.
 * Next drops a Content-Encoding that a proxy sets, so the proxy marks such an answer with PREPARED_HEADER
 * (`gzip` or `identity`); the server turns the mark into Content-Encoding, passes the body on untouched, and never
 * sends the mark. Only when that server runs (it says so on globalThis when it starts): under `next start` the
 * proxy answers pages as they were rendered.
 */
export const PREPARED_HEADER = 'x-render-prepared'
export type Prepared = 'gzip' | 'identity'

const SERVER_LAYERS = Symbol.for('dealer-platform.server-layers')
const registry = globalThis as unknown as Record<symbol, boolean | undefined>

/** Called by the production server before it takes requests. */
export const announceServerLayers = (): void => {
  registry[SERVER_LAYERS] = true
}
export const serverLayersPresent = (): boolean => registry[SERVER_LAYERS] === true

/** Whether an Accept-Encoding header takes gzip (named, or `*`, without q=0). */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  let star = false
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    const wanted = q === undefined || Number(q) > 0
    if (coding.trim() === 'gzip') return wanted
    if (coding.trim() === '*') star = wanted
  }
  return star
}
