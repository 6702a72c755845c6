/**
 * One log line per request, written when its answer is complete or its client has gone: the request's id (sent back
 * in `X-Request-Id`, ./request-id.ts), the site and route kind (named by the proxy through the request's scope, or
 * by the path for what the proxy never sees), method, path, status, duration in milliseconds, the render cache's
 * answer, and whether the client left first. The same labels count the request in the metrics (src/platform/metrics). The path keeps the query's parameter names but none of their values
 * (a keyphrase, a token, a position), and is scrubbed like every message (src/platform/log/scrub.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { requestLog } from '@/platform/log/logger'
import { countRequest, observeRenderCache } from '@/platform/metrics/registry'
import { scrub } from '@/platform/log/scrub'
import { FILL_HEADER } from '@/platform/render-cache/tags'
import type { RequestLabels } from '@/platform/request-scope'
import { REQUEST_ID_HEADER, requestIdOf } from './request-id'

const MAX_PATH = 256
const MAX_PARAMS = 16
const MAX_PARAM_NAME = 40

/** The route kind of a request the proxy does not handle (src/proxy.ts `config.matcher`), by its path. */
export function pathKind(path: string): string {
  if (path.startsWith('/_next/static/')) return 'static'
  if (path.startsWith('/_next/image')) return 'image'
  if (path.startsWith('/_next/')) return 'next'
  if (path.startsWith('/api/platform/')) return 'internal'
  if (path.startsWith('/api/cms/')) return 'cms-api'
  if (path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path === '/healthz' || path.startsWith('/healthz/')) return 'health'
  if (path.startsWith('/-/')) return 'asset'
  return 'other'
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

/** The request target as logged: the decoded path, bounded, and the names of its query parameters only, scrubbed. */
export function loggedPath(target: string): string {
  const query = target.indexOf('?')
  const path = decoded((query < 0 ? target : target.slice(0, query)).slice(0, MAX_PATH))
  if (query < 0) return scrub(path)
  const names = new Set<string>()
  for (const pair of target.slice(query + 1).split('&')) {
    const name = pair.split('=', 1)[0]
    if (name) names.add(name.slice(0, MAX_PARAM_NAME))
    if (names.size === MAX_PARAMS) break
  }
  return scrub(names.size ? `${path}?${[...names].join('&')}` : path)
}

/** Logged paths of recent targets: a stored page is asked for at the same few addresses thousands of times a second. */
const recentPaths = new Map<string, string>()
const MAX_RECENT = 2000
const MAX_RECENT_TARGET = 512

function pathOf(target: string): string {
  const known = recentPaths.get(target)
  if (known !== undefined) return known
  const path = loggedPath(target)
  if (target.length <= MAX_RECENT_TARGET) {
    if (recentPaths.size >= MAX_RECENT) recentPaths.clear()
    recentPaths.set(target, path)
  }
  return path
}

/**
 * Gives the request its id (on the request for the app, on the answer for the client) and logs it once its answer
 * is complete. Returns its labels, for the request's scope and the layers that name its site and kind.
 */
export function observeRequest(
  req: IncomingMessage,
  res: ServerResponse,
  now: () => number = performance.now.bind(performance),
): RequestLabels {
  const labels: RequestLabels = { id: requestIdOf(req.headers[REQUEST_ID_HEADER]) }
  req.headers[REQUEST_ID_HEADER] = labels.id
  res.setHeader(REQUEST_ID_HEADER, labels.id)
  const started = now()
  // Read now: Next rewrites the request's headers in place with the proxy's (which drop the fill's mark).
  const target = req.url ?? '/'
  const fill = req.headers[FILL_HEADER] !== undefined
  res.once('close', () => {
    const path = pathOf(target)
    const status = res.statusCode
    const kind = labels.kind ?? pathKind(target)
    const ms = now() - started
    const line: Record<string, unknown> = {
      reqId: labels.id,
      site: labels.site,
      kind,
      method: req.method,
      path,
      status,
      ms: Math.round(ms * 10) / 10,
    }
    countRequest(kind, req.method, status, ms / 1000)
    const cache = res.getHeader('x-render-cache')
    if (cache !== undefined) {
      line.cache = cache
      // A fill is the render cache's own request for a page it is about to store, counted as the visitor's miss.
      if (!fill) observeRenderCache(cache)
    }
    if (fill) line.fill = true
    if (!res.writableFinished) line.aborted = true
    if (status >= 500) requestLog.error(line, 'request')
    else requestLog.info(line, 'request')
  })
  return labels
}
