/**
 * GET /metrics, answered by the server's edge before Next (the production server's layers and, under `next start`,
 * the edge hook: src/platform/server/layers.ts, src/platform/server/edge-hook.ts), where the socket's address is
 * known and no forwarding header has been rewritten yet. To anyone ./access.ts does not admit it is a plain 404, as
 * if there were no such address.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { log } from '@/platform/log/logger'
import { baseSecurityHeaders, NOTHING_CSP } from '@/platform/security-headers'
import { mayReadMetrics } from './access'
import { metricsText } from './registry'

export const METRICS_PATH = '/metrics'

const isMetricsTarget = (url: string | undefined) =>
  url === METRICS_PATH || (url !== undefined && url.startsWith(`${METRICS_PATH}?`))

function plain(res: ServerResponse, status: number, contentType: string, body: string | undefined): void {
  res.statusCode = status
  for (const [name, value] of baseSecurityHeaders()) res.setHeader(name, value)
  res.setHeader('content-security-policy', NOTHING_CSP)
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-type', contentType)
  res.end(body)
}

/** Answers /metrics (true: the caller stops); false for every other target. */
export function answeredMetrics(req: IncomingMessage, res: ServerResponse): boolean {
  if (!isMetricsTarget(req.url)) return false
  const head = req.method === 'HEAD'
  if ((req.method !== 'GET' && !head) || !mayReadMetrics({ address: req.socket.remoteAddress, headers: req.headers })) {
    plain(res, 404, 'text/plain; charset=utf-8', head ? undefined : 'Not found.')
    return true
  }
  metricsText().then(
    ({ contentType, body }) => plain(res, 200, contentType, head ? undefined : body),
    (error: unknown) => {
      log.error({ err: error }, 'metrics: writing the registry failed')
      plain(res, 500, 'text/plain; charset=utf-8', head ? undefined : 'Metrics unavailable.')
    },
  )
  return true
}
