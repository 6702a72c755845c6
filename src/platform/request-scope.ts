/**
 * What the production server (src/platform/server/layers.ts) knows of a request that the proxy cannot see: Next strips
 * the client router's headers before the proxy runs, and the proxy never learns when an answer is complete; and what
 * the proxy knows that the server's request log wants (the site and the route kind).
 * The server runs each request in a scope (an AsyncLocalStorage, which follows the request through Next into
 * the proxy); the proxy reads it when it is there. Under `next start` there is none: the proxy then counts a
 * router prefetch as a render and takes no render slot (./render-slots.ts). On globalThis, as the server's
 * bundle and the proxy's are apart. Free of `server-only` and Next.js.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingHttpHeaders } from 'node:http'
import { identifyRequestsBy } from './log/logger'

export type RequestScope = {
  /**
   * The client router's prefetch of a page (`RSC: 1` and `Next-Router-Prefetch: 1`): Next answers it with the
   * route's tree only, without rendering the page (about 700 bytes, a few milliseconds), and a browser sends one
   * for every link it shows, a dozen or more per page.
   */
  routerPrefetch: boolean
  /**
   * Any request of the client router (`RSC: 1`: a navigation or a prefetch), which wants the page's RSC payload, not
   * its HTML, whatever it accepts: the render cache answers documents only (src/platform/render-cache/page-request.ts).
   */
  router: boolean
  /**
   * A client-router navigation (`RSC: 1`, not a prefetch): what of it the answer depends on, which the render cache
   * keys stored payloads by (src/platform/render-cache/navigation.ts). Null for any other request.
   */
  navigation: RouterNavigation | null
  /** Runs `release` once the answer is complete or the client has gone. */
  onEnd(release: () => void): void
  /** The request's id and what the proxy found it to be, for its log line (src/platform/server/request-log.ts). */
  labels: RequestLabels | null
  /**
   * The render found nothing at the address and drew the site's not-found view itself (src/routing/segment-page.tsx):
   * the server sends the answer with status 404 (./server/not-found-status.ts). Next's own notFound() would instead
   * send an empty error document that only its scripts fill in, and site pages start their scripts late.
   */
  notFound: boolean
  /** The answer's status line has gone out (set by the server as it goes): too late to mark it not found. */
  headSent: boolean
}

/**
 * How the request log names a request: its id (src/platform/server/request-id.ts), and, once the proxy has resolved
 * them, the site's key and the route kind (a page kind such as `car-detail`, or what the proxy did: `redirect`, …).
 */
export type RequestLabels = { id: string; site?: string; kind?: string }

const holder = globalThis as unknown as { __requestScope?: AsyncLocalStorage<RequestScope> }
const storage = (holder.__requestScope ??= new AsyncLocalStorage<RequestScope>())
// Lines logged while a request is handled carry its id.
identifyRequestsBy(() => storage.getStore()?.labels?.id)

/**
 * A navigation's router headers as sent: the state tree ('' when none), the current page's internal URL ('' when
 * none) and the `_rsc` parameter (null when absent), which the router computes from the other two.
 */
export type RouterNavigation = { tree: string; nextUrl: string; cacheBuster: string | null }

export type RouterRequest = Pick<RequestScope, 'router' | 'routerPrefetch' | 'navigation'>

const one = (value: string | string[] | undefined): string | null =>
  typeof value === 'string' ? value : value === undefined ? '' : null

/** The `_rsc` parameter of a request target, or null. */
function cacheBusterOf(url: string | undefined): string | null {
  const query = url?.indexOf('?') ?? -1
  return query < 0 ? null : new URLSearchParams(url!.slice(query + 1)).get('_rsc')
}

/**
 * What the client router's headers make of a request, as Next decides it (next/dist/server/base-server.js,
 * handleRSCRequest). A navigation with a router header sent twice is none (Next would not read it as one value).
 */
export function routerRequest(headers: IncomingHttpHeaders, url?: string): RouterRequest {
  const router = headers.rsc === '1'
  const routerPrefetch = router && headers['next-router-prefetch'] === '1'
  const tree = one(headers['next-router-state-tree'])
  const nextUrl = one(headers['next-url'])
  const plainNavigation =
    router &&
    !routerPrefetch &&
    headers['next-router-prefetch'] === undefined &&
    headers['next-router-segment-prefetch'] === undefined
  const navigation =
    plainNavigation && tree !== null && nextUrl !== null ? { tree, nextUrl, cacheBuster: cacheBusterOf(url) } : null
  return { router, routerPrefetch, navigation }
}

/** Runs `handle` in a scope for this request; `onEnd` callbacks run when `ended` is called (once). */
export function runInScope<T>(
  { router, routerPrefetch, navigation }: RouterRequest,
  handle: (ended: () => void, scope: RequestScope) => T,
  labels: RequestLabels | null = null,
): T {
  const releases: (() => void)[] = []
  let done = false
  const ended = () => {
    if (done) return
    done = true
    for (const release of releases.splice(0)) release()
  }
  const scope: RequestScope = {
    router,
    routerPrefetch,
    navigation,
    onEnd: (release) => (done ? release() : void releases.push(release)),
    labels,
    notFound: false,
    headSent: false,
  }
  return storage.run(scope, () => handle(ended, scope))
}

/** The scope of the request being handled, if the production server made one. */
export const requestScope = (): RequestScope | undefined => storage.getStore()

/**
 * Marks the request's answer as not found, when the production server made a scope and can still send that status.
 * False under `next start` or once the status line has gone: the caller then uses Next's notFound().
 */
export function answerNotFound(): boolean {
  const scope = storage.getStore()
  if (!scope || scope.headSent) return false
  scope.notFound = true
  return true
}

/** Names the site and route kind of the request being handled in its log line (no-op outside a scope). */
export function labelRequest(site: string | undefined, kind: string): void {
  const labels = storage.getStore()?.labels
  if (!labels) return
  labels.site = site
  labels.kind = kind
}
