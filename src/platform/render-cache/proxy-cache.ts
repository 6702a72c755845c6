/**
 * The proxy's side of the render cache. A cacheable page request (an anonymous GET of a content
 * page, a car list, a car detail, a story, the dealer list or a dealer's page for a document, with a query the page reads in canonical form, src/routing/page-query.ts)
 * is answered from the in-process store; on a miss the proxy renders the page once through the app (a "fill": a
 * request to itself carrying this process's secret, with the canonical query only), stores the HTML under the tags
 * the render declared, and answers with it. Concurrent misses of one page share one fill. A page past its TTL is
 * answered stale while one fill renders it again. A stored page is the same bytes for every answer: its policy names
 * its inline scripts by hash (./script-hashes.ts), so the render's nonce in it is never trusted again, and a shared
 * cache may keep it too (./shared-cache.ts).
 */
import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { deferScriptsInPage } from '@/platform/deferred-start/transform'
import { isDocumentRequest, PERSONAL_COOKIES } from './page-request'
import { serverLayersPresent } from './prepared'
import { fillSecret, renderCacheEnabled, renderStore, sharedCache, takeRenderTags } from './registry'
import { fillCacheBuster } from './navigation'
import { inlineScriptHashes } from './script-hashes'
import { PRIVATE_PAGE, storedPageHeaders } from './shared-cache'
import type { CachedPage, StoredEntry } from './store'
import { FILL_HEADER, splitDeadline } from './tags'
import { createRefreshGate } from './refresh-gate'

const gzipAsync = promisify(zlib.gzip)
/**
 * Route kinds whose pages depend only on declared data (every read on them declares its tags; a dealer's page also
 * declares until when the opening state it shows holds). Not the booking flows (forms that read their own query).
 */
const CACHEABLE_KINDS: ReadonlySet<string> = new Set([
  'content',
  'car-list',
  'car-detail',
  'story',
  'dealer-list',
  'dealer-detail',
])
const FILL_TIMEOUT_MS = 30_000
/** Next's type of an RSC payload (next/dist/client/components/app-router-headers.js). */
const RSC_TYPE = 'text/x-component'

export type CacheableRequest = {
  method: string
  headers: Headers
  cookieNames: readonly string[]
  routeKind: string
  /** The query the page reads, canonical (src/routing/page-query.ts); null: one the store does not keep. */
  query: string | null
  /**
   * From the production server's request scope: whether the client router sent it (true or false), or null where no
   * scope tells (`next start`): then only a request that names text/html is taken for a document.
   */
  router: boolean | null
  /** A client-router navigation's state tree as the store keeps it (./navigation.ts), or null for any other request. */
  navigationTree: string | null
}

export function isCacheable(request: CacheableRequest): boolean {
  if (!renderCacheEnabled()) return false
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.query === null || !CACHEABLE_KINDS.has(request.routeKind)) return false
  if (request.cookieNames.some((name) => PERSONAL_COOKIES.includes(name))) return false
  // A navigation is stored beside its page; the store's own fill of one renders it.
  if (request.router === true) return request.navigationTree !== null && request.headers.get(FILL_HEADER) === null
  return isDocumentRequest((name) => request.headers.get(name), request.router === false)
}

/** The store's key: scheme, host (./page-host.ts), path and canonical query; for a navigation, its tree after a line break. */
export const cacheKey = (
  scheme: string,
  host: string,
  path: string,
  query = '',
  navigationTree: string | null = null,
) =>
  `${scheme}://${host.toLowerCase()}${path}${query ? `?${query}` : ''}${navigationTree === null ? '' : `\nrsc ${navigationTree}`}`

/** The fill id of a fill request from this process's proxy, or null (a client's header is ignored). */
export function verifiedFill(headers: Headers): string | null {
  const value = headers.get(FILL_HEADER)
  if (!value) return null
  const [secret, id] = value.split(':')
  return secret === fillSecret() && id ? id : null
}

/**
 * A page answer: the stored page, or what a fill that could not be stored answered. `headers` include the caching
 * headers and, for a stored page, its ETag. Its policy names `scriptHashes`, or is `renderedCsp`, the policy of an
 * answer that was not stored, with its render's nonce (for this one answer).
 */
export type PageAnswer = {
  status: number
  /** The page's bytes; a stored page keeps only its compressed copy, inflated here for a client without gzip. */
  body: () => Uint8Array<ArrayBuffer>
  headers: Record<string, string>
  scriptHashes: readonly string[]
  renderedCsp: string | null
  /** Prepared for the production server (./prepared.ts): the body is transformed, and compressed once here. */
  gzip: Uint8Array<ArrayBuffer> | null
  source: 'hit' | 'stale' | 'miss' | 'uncached'
  reason?: string
}

/** A stored page as answered: its headers with the caching headers of its state (./shared-cache.ts). */
function storedAnswer(
  entry: Pick<StoredEntry, 'body' | 'headers' | 'tags' | 'scriptHashes' | 'etag' | 'gzip' | 'until' | 'stale'>,
  source: PageAnswer['source'],
): PageAnswer {
  const caching = storedPageHeaders(sharedCache(), entry, Date.now())
  return {
    status: 200,
    body: entry.body,
    headers: { ...entry.headers, ...caching, etag: entry.etag },
    scriptHashes: entry.scriptHashes,
    renderedCsp: null,
    gzip: entry.gzip ?? null,
    source,
  }
}

/** A weak validator of a page's bytes (weak: the same for its gzip and identity codings). */
const etagOf = (body: Uint8Array) => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

const inflight = new Map<string, Promise<PageAnswer | null>>()
/** What of a fill's answer is passed on (never Next's internal x-middleware-* or rewrite headers). */
const PASSED_HEADERS = [
  'content-type',
  'cache-control',
  'location',
  'vary',
  'content-language',
  'link',
  'x-robots-tag',
  'set-cookie',
]

/** A request to this process over HTTP/1.1 with an explicit Host (fetch may not send one it did not derive). */
function request_(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Headers; body: Uint8Array<ArrayBuffer> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(origin)
    const req = http.request(
      { host: url.hostname, port: url.port, path, method: 'GET', headers, timeout: FILL_TIMEOUT_MS },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const out = new Headers()
          for (const [name, value] of Object.entries(res.headers)) {
            if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value)
          }
          resolve({ status: res.statusCode ?? 0, headers: out, body })
        })
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error('render cache fill timed out')))
    req.on('error', reject)
    req.end()
  })
}

/** What a fill asks the app for: the page's HTML, or a navigation's payload with the router's headers for its tree. */
async function fillTarget(request: PageRequest): Promise<{ path: string; headers: Record<string, string> }> {
  const path = request.query ? `${request.path}?${request.query}` : request.path
  const tree = request.navigationTree
  if (tree === null) return { path, headers: { accept: 'text/html' } }
  const router: Record<string, string> = tree === '' ? { rsc: '1' } : { rsc: '1', 'next-router-state-tree': tree }
  return {
    path: `${path}${request.query ? '&' : '?'}_rsc=${await fillCacheBuster(tree)}`,
    headers: { accept: '*/*', ...router },
  }
}

async function fill(origin: string, key: string, request: PageRequest): Promise<PageAnswer | null> {
  const store = renderStore()
  const id = randomUUID()
  const startedAt = store.begin()
  try {
    const target = await fillTarget(request)
    const res = await request_(origin, target.path, {
      host: request.host,
      [FILL_HEADER]: `${fillSecret()}:${id}`,
      'x-forwarded-proto': request.scheme,
      'accept-encoding': 'identity',
      ...target.headers,
    })
    const tags = takeRenderTags(id)
    const headers: Record<string, string> = {}
    for (const name of PASSED_HEADERS) {
      const value = res.headers.get(name)
      if (value !== null) headers[name] = value
    }
    const navigation = request.navigationTree !== null
    const html = (res.headers.get('content-type') ?? '').startsWith(navigation ? RSC_TYPE : 'text/html')
    const rendered = res.headers.get('content-security-policy')
    if (res.status === 200 && html && tags && !res.headers.has('set-cookie')) {
      // For the production server, the page as it sends it (a fill is not transformed on its way here); a payload as it is.
      const prepared = serverLayersPresent()
      const body = prepared && !navigation ? deferScriptsInPage(res.body) : res.body
      // Compressed on the thread pool: on the event loop it was a twentieth of the time under a traffic mix, while the
      // other core idled. A copy of its own size: the output may be a view of a larger chunk, which the store would keep.
      const gzip = prepared ? new Uint8Array(await gzipAsync(body)) : null
      // A payload's answer varies by the router's headers as Next's does (a shared cache that keeps it must know).
      const kept = navigation
        ? { 'content-type': headers['content-type'], ...(headers.vary ? { vary: headers.vary } : {}) }
        : { 'content-type': headers['content-type'] }
      const page: CachedPage = {
        body,
        headers: kept,
        tags,
        scriptHashes: navigation ? [] : inlineScriptHashes(body),
        etag: etagOf(body),
        gzip,
      }
      const stored = store.set(key, page, startedAt)
      if (stored) return storedAnswer({ ...page, body: () => body, ...splitDeadline(tags), stale: false }, 'miss')
      return {
        status: 200,
        body: () => body,
        headers: { ...page.headers, 'cache-control': PRIVATE_PAGE },
        scriptHashes: page.scriptHashes,
        renderedCsp: null,
        gzip,
        source: 'uncached',
        reason: 'changed-while-rendering',
      }
    }
    // Why it was not stored, for whoever reads the headers (x-render-cache-reason); answered once, with its render's policy.
    const reason =
      res.status !== 200
        ? `status-${res.status}`
        : !html
          ? navigation
            ? 'not-rsc'
            : 'not-html'
          : !tags
            ? 'no-tags'
            : 'sets-cookie'
    const scriptHashes = rendered || navigation ? [] : inlineScriptHashes(res.body)
    return {
      status: res.status,
      body: () => res.body,
      headers: { 'cache-control': PRIVATE_PAGE, ...headers },
      scriptHashes,
      renderedCsp: rendered,
      gzip: null,
      source: 'uncached',
      reason,
    }
  } catch {
    // The app did not answer the fill: the caller renders the usual way.
    takeRenderTags(id)
    return null
  }
}

/**
 * A page as the store knows it: path, canonical query (no '?'), the host and scheme it is served on; for a client-router
 * navigation to it, the router's state tree ('' for none; ./navigation.ts), else null.
 */
export type PageRequest = { path: string; query: string; host: string; scheme: string; navigationTree: string | null }

const keyOf = (request: PageRequest) =>
  cacheKey(request.scheme, request.host, request.path, request.query, request.navigationTree)

/** One fill per page at a time: concurrent misses and a stale page's refill share it. */
function sharedFill(origin: string, request: PageRequest): Promise<PageAnswer | null> {
  const key = keyOf(request)
  let pending = inflight.get(key)
  if (!pending) {
    pending = fill(origin, key, request).finally(() => inflight.delete(key))
    inflight.set(key, pending)
  }
  return pending
}

const refreshes = createRefreshGate()

/**
 * The page from the store, or null. A stale page is answered as it is, and a background fill renders it again when
 * that keeps no visitor waiting (./refresh-gate.ts): `slotFree`, whether a render would start now (the caller's
 * render slots, src/platform/render-slots.ts).
 */
export function storedPage(request: PageRequest, origin: string, slotFree: boolean): PageAnswer | null {
  const hit = renderStore().get(keyOf(request))
  if (!hit) return null
  const release = hit.stale ? refreshes.tryStart(slotFree) : null
  if (release) void sharedFill(origin, request).finally(release)
  return storedAnswer(hit, hit.stale ? 'stale' : 'hit')
}

/** The page from the store, or from one fill shared by concurrent requests; null when the caller should render it itself. */
export async function cachedPage(origin: string, request: PageRequest, slotFree: boolean): Promise<PageAnswer | null> {
  const hit = storedPage(request, origin, slotFree)
  if (hit) return hit
  const shared = inflight.has(keyOf(request))
  const answer = await sharedFill(origin, request)
  if (!shared) return answer
  // Another request's fill: its page if it was stored, else this request renders its own.
  return answer && answer.source !== 'uncached' ? { ...answer, source: 'hit' } : null
}

/** An answer's bytes: compressed when it was prepared so and the client takes gzip, else the page. */
export function pageBytes(answer: PageAnswer, takesGzip: boolean): { bytes: Uint8Array<ArrayBuffer>; gzip: boolean } {
  return answer.gzip && takesGzip ? { bytes: answer.gzip, gzip: true } : { bytes: answer.body(), gzip: false }
}
