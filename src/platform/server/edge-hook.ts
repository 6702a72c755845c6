/**
 * The edge (./edge.ts), the request log (./request-log.ts) and /metrics (src/platform/metrics/endpoint.ts) under
 * `next start` and `next dev`, where the app has no
 * server of its own to put them in front of Next (the production server, ./main.ts, has them as its outermost layers
 * instead). There is no request scope here, so the log names a request's route kind by its path only.
 *
 * Next offers no hook that runs before its request handling (the proxy runs after the request adapter that is
 * quadratic in repeated query keys, and never for /api or /healthz). Node does: it publishes every request on the
 * diagnostics channel `http.server.request.start`, with the server, synchronously and before it emits the server's
 * `request` event (node:_http_server, parserOnIncoming; a public API since Node 18.7). The first time a server is
 * seen there, its `request` listeners (Next's) are replaced by one that asks the edge first and calls them only
 * when the edge did not answer; the emit that follows the publication already calls it. Requests that reach Next
 * before instrumentation's register() runs (while the app is still preparing; they wait for it inside Next) are
 * not seen; from the first one after, all are.
 */
import diagnostics from 'node:diagnostics_channel'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { answeredMetrics } from '@/platform/metrics/endpoint'
import { answeredAtEdge } from './edge'
import { observeRequest } from './request-log'

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server }
type Listener = (req: IncomingMessage, res: ServerResponse) => void

const INSTALLED = Symbol.for('dealer-platform.edge-hook')
/** The channel object is kept here: a channel only its subscriber refers to may be collected on older Node versions. */
const registry = globalThis as unknown as Record<symbol, diagnostics.Channel | undefined>

/** Puts the edge in front of the request listeners of every HTTP server of this process (once; later calls do nothing). */
export function installEdgeHook(): void {
  if (registry[INSTALLED]) return
  const channel = (registry[INSTALLED] = diagnostics.channel('http.server.request.start'))
  const wrapped = new WeakSet<Server>()
  channel.subscribe((message) => {
    const { server } = message as RequestStart
    if (wrapped.has(server)) return
    wrapped.add(server)
    const listeners = server.listeners('request') as Listener[]
    server.removeAllListeners('request')
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      const labels = observeRequest(req, res)
      if (answeredMetrics(req, res)) {
        labels.kind = 'metrics'
        return
      }
      if (answeredAtEdge(req, res)) {
        labels.kind = 'edge'
        return
      }
      for (const listener of listeners) listener.call(server, req, res)
    })
  })
}
