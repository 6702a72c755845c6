/**
 * The server's first look at a request, before Next parses anything (the production server's outermost layer,
 * ./layers.ts; under `next start` the hook of ./edge-hook.ts): a target out of bounds or with bytes no route takes
 * is answered here (./request-target.ts), as is a router state tree Next could not read (./router-state.ts); Next's own repeated-slash redirect is answered here with the security
 * headers, and the forwarding headers are made ones the server vouches for (./forwarded.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { TLSSocket } from 'node:tls'
import { trustProxyHops } from '@/platform/proxy-hops'
import { baseSecurityHeaders, NOTHING_CSP, permissionsPolicy } from '@/platform/security-headers'
import { vouchForwarding } from './forwarded'
import { judgeTarget, targetLimits, type TargetLimits } from './request-target'
import { BAD_ROUTER_STATE, unreadableRouterState } from './router-state'

export type EdgeOptions = { limits?: TargetLimits; hops?: number }

/** An answer with nothing to run: the headers every redirect and error of the app carries (src/proxy.ts `secured`). */
function secured(res: ServerResponse, status: number, headers: Record<string, string>): void {
  res.statusCode = status
  for (const [name, value] of baseSecurityHeaders()) res.setHeader(name, value)
  res.setHeader('content-security-policy', NOTHING_CSP)
  res.setHeader('permissions-policy', permissionsPolicy(null))
  res.setHeader('cache-control', 'no-store')
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
}

/**
 * Answers the request itself when its target is refused or redirected (true: the caller stops); else vouches for
 * its forwarding headers and returns false. Limits and hops are read per call unless given, as the app reads them.
 */
export function answeredAtEdge(req: IncomingMessage, res: ServerResponse, options: EdgeOptions = {}): boolean {
  const verdict = judgeTarget(req.url ?? '/', options.limits ?? targetLimits())
  if (verdict.kind === 'refuse') {
    secured(res, verdict.status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' })
    res.end(req.method === 'HEAD' ? undefined : verdict.message)
    return true
  }
  if (unreadableRouterState(req.headers)) {
    secured(res, 400, { 'content-type': 'text/plain; charset=utf-8' })
    res.end(req.method === 'HEAD' ? undefined : BAD_ROUTER_STATE)
    return true
  }
  if (verdict.kind === 'redirect') {
    secured(res, 308, { location: verdict.location })
    res.end()
    return true
  }
  vouchForwarding(
    req.headers,
    { address: req.socket.remoteAddress, encrypted: (req.socket as TLSSocket).encrypted === true },
    options.hops ?? trustProxyHops(),
  )
  return false
}
