/**
 * What the production server (src/server/layers.ts) knows of a request that the proxy cannot see: Next strips
 * the client router's headers before the proxy runs, and the proxy never learns when an answer is complete.
 * The server runs each request in a scope (an AsyncLocalStorage, which follows the request through Next into
 * the proxy); the proxy reads it when it is there. Under `next start` there is none: the proxy then counts a
 * router prefetch as a render and takes no render slot (./render-slots.ts). On globalThis, as the server's
 * bundle and the proxy's are apart. Free of `server-only` and Next.js.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import type { IncomingHttpHeaders } from 'node:http'

export type RequestScope = {
  /**
   * The client router's prefetch of a page (`RSC: 1` and `Next-Router-Prefetch: 1`): Next answers it with the
   * route's tree only, without rendering the page (about 700 bytes, a few milliseconds), and a browser sends one
   * for every link it shows, a dozen or more per page.
   */
  routerPrefetch: boolean
  /** Runs `release` once the answer is complete or the client has gone. */
  onEnd(release: () => void): void
}

const holder = globalThis as unknown as { __requestScope?: AsyncLocalStorage<RequestScope> }
const storage = (holder.__requestScope ??= new AsyncLocalStorage<RequestScope>())

/** Whether the headers ask for a router prefetch, as Next decides it (next/dist/server/base-server.js, handleRSCRequest). */
export const isRouterPrefetch = (headers: IncomingHttpHeaders): boolean => headers.rsc === '1' && headers['next-router-prefetch'] === '1'

/** Runs `handle` in a scope for this request; `onEnd` callbacks run when `ended` is called (once). */
export function runInScope<T>(routerPrefetch: boolean, handle: (ended: () => void) => T): T {
  const releases: (() => void)[] = []
  let done = false
  const ended = () => {
    if (done) return
    done = true
    for (const release of releases.splice(0)) release()
  }
  const scope: RequestScope = { routerPrefetch, onEnd: (release) => (done ? release() : void releases.push(release)) }
  return storage.run(scope, () => handle(ended))
}

/** The scope of the request being handled, if the production server made one. */
export const requestScope = (): RequestScope | undefined => storage.getStore()
