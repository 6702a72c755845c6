/**
 * The server's layers around Next's request handler (./main.ts), outermost first: the request's id and its log line
 * (./request-log.ts, which also counts it in the metrics); /metrics, for those who may read it
 * (src/platform/metrics/endpoint.ts, before the edge rewrites the forwarding headers it judges by); the edge (./edge.ts: targets out
 * of bounds or with bytes no route takes answered before Next parses them, its repeated-slash redirect with the
 * security headers, forwarding headers the server vouches for); the request's scope, which tells the proxy what it
 * cannot see (a router prefetch), takes the site and route kind the proxy finds for the log line, and frees its render
 * slot once the answer is complete, and sends a page that drew the not-found view with status 404
 * (src/platform/request-scope.ts, ./not-found-status.ts); Next's internal answer headers
 * dropped (./internal-headers.ts); render-cache pages answered from the store without Next while the proxy's pass
 * holds (./stored-pages.ts); compression (the `compression` package: brotli, else gzip; Next's own is off
 * under this server, see next.config.ts, since it would hand the next layer compressed bytes); the deferred start's
 * transform of site pages' HTML (./html-response.ts); render-cache pages that arrive prepared already
 * (src/platform/render-cache/prepared.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import compression from 'compression'
import { log } from '@/platform/log/logger'
import { routerRequest, runInScope } from '@/platform/request-scope'
import { answeredMetrics } from '@/platform/metrics/endpoint'
import { answeredAtEdge, type EdgeOptions } from './edge'
import { deferScriptsIn, preparedAnswers } from './html-response'
import { hideInternalHeaders } from './internal-headers'
import { notFoundStatus } from './not-found-status'
import { observeRequest } from './request-log'
import { storedPages, type StoredPages } from './stored-pages'

export type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>
type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

export function withServerLayers(
  handle: Handle,
  stored: StoredPages = storedPages(),
  edge: EdgeOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  // Never a bodiless answer: the package names an encoding on a 304 whose head is written before its end, and a browser
  // may put that encoding on the copy it holds (encoded otherwise), so the page it shows never starts its scripts.
  const compress = compression({
    threshold: 1024,
    filter: (req, res) => res.statusCode !== 304 && res.statusCode !== 204 && compression.filter(req, res),
  }) as unknown as Middleware
  return (req, res) => {
    const labels = observeRequest(req, res)
    if (answeredMetrics(req, res)) {
      labels.kind = 'metrics'
      return
    }
    if (answeredAtEdge(req, res, edge)) {
      labels.kind = 'edge'
      return
    }
    hideInternalHeaders(res)
    if (stored.answer(req, res, labels)) return
    runInScope(
      routerRequest(req.headers, req.url),
      (ended, scope) => {
        res.once('close', ended)
        notFoundStatus(res, scope)
        compress(req, res, () => {
          // Header listeners run last-registered first: the prepared mark is read before the transform and compression.
          deferScriptsIn(req, res)
          preparedAnswers(res)
          handle(req, res).catch((error: unknown) => {
            log.error({ err: error }, 'server: request failed')
            if (!res.headersSent) res.statusCode = 500
            res.end()
          })
        })
      },
      labels,
    )
  }
}
