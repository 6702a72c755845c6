/**
 * The production server's short way to a render-cache hit. A hit through Next costs its
 * request handling and the proxy (routing, the site's redirect rules, the route table) around a copy of the stored
 * page: about as much again as the copy. When the proxy answers a page from the store it names the page's key
 * (KEY_HEADER); the server then remembers a pass: this request's signature (host, address, forwarded scheme) led to
 * that key, with the answer's headers. For PASS_MS after, a request with the same signature is answered by the
 * server from the store directly, with a fresh nonce, unless the store changed in between (any invalidation) or
 * the page left it; then, and after PASS_MS, the request goes through the proxy again, which may renew the pass.
 * A routing change (a redirect rule, a site's hosts) reaches the proxy within its route table's 15 s anyway; a
 * pass adds at most PASS_MS to that. Only what the proxy would answer from the store is answered here: a GET for a
 * document that takes gzip, with no router or fill header and no personal cookie (./page-request.ts); its address
 * with the query as sent, which the proxy mapped to the canonical one. A stale page goes the long way, which renders it again.
 */
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http'
import { acceptsGzip } from './prepared'
import { isDocumentRequest, PERSONAL_COOKIES } from './page-request'

/** Proxy → server: the store key of the page a render-cache answer came from (never sent to a client). */
export const KEY_HEADER = 'x-render-key'
const PASS_MS = 1000
const MAX_PASSES = 5000

type PageRequest = Pick<IncomingMessage, 'method' | 'url' | 'headers'>

/** What the proxy's answer from the store depended on, for a request the short way may take; else null. */
export function passSignature(req: PageRequest): string | null {
  const { method, url, headers } = req
  if (method !== 'GET' || !url || url[0] !== '/' || !headers.host) return null
  if (!isDocumentRequest((name) => headers[name], true) || !acceptsGzip(headers['accept-encoding'] ?? null)) return null
  // A personal cookie's name anywhere in the header sends the request the long way (never the other way round).
  const cookie = headers.cookie ?? ''
  if (PERSONAL_COOKIES.some((name) => cookie.includes(name))) return null
  return `${headers.host}\n${url}\n${headers['x-forwarded-proto'] ?? ''}`
}

/** `route`: the site and route kind the proxy named for the answer a pass repeats, for the request log. */
export type Pass = {
  key: string
  headers: OutgoingHttpHeaders
  clock: number
  at: number
  route?: { site?: string; kind?: string }
}

/** Passes by signature. `clock` is the store's invalidation clock when the pass was made (RenderStore.begin). */
export function createPassTable(options: { now?: () => number; ttlMs?: number; maxEntries?: number } = {}) {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs ?? PASS_MS
  const maxEntries = options.maxEntries ?? MAX_PASSES
  const passes = new Map<string, Pass>()
  return {
    remember(signature: string, pass: Omit<Pass, 'at'>): void {
      // Each pass comes from a page the store answered; a table this full is cleared rather than searched.
      if (passes.size >= maxEntries && !passes.has(signature)) passes.clear()
      passes.set(signature, { ...pass, at: now() })
    },
    /** The pass for this signature if it is younger than ttlMs and the store has not been invalidated since. */
    valid(signature: string, clock: number): Pass | null {
      const pass = passes.get(signature)
      if (!pass) return null
      if (pass.clock === clock && now() - pass.at < ttlMs) return pass
      passes.delete(signature)
      return null
    },
    size: () => passes.size,
  }
}
export type PassTable = ReturnType<typeof createPassTable>
