/**
 * The forwarding headers as the server vouches for them (./edge.ts), before Next and the app read them.
 *
 * Next only fills X-Forwarded-For and -Proto when a request has none (next/dist/server/base-server.js:
 * `??= socket.remoteAddress`, `??= 'http'`) and builds the proxy's URL scheme from X-Forwarded-Proto, so with
 * nothing in front a client chose the address the per-IP limits count (src/platform/client-ip.ts) and the scheme of
 * redirects, canonicals and render-cache keys (src/sites/origin.ts, src/platform/render-cache). Here:
 *
 * - TRUST_PROXY_HOPS=0 (no proxy in front): X-Forwarded-For is the socket's peer address and X-Forwarded-Proto the
 *   connection's own scheme, whatever the client sent; its X-Forwarded-Host and -Port go (Next sets them from the
 *   Host header and its own port).
 * - TRUST_PROXY_HOPS=N > 0: the headers stay as the proxies wrote them (client-ip.ts and origin.ts take the entry the
 *   outermost trusted proxy wrote, counted from the right); a request without X-Forwarded-For gets the peer's
 *   address. The socket's address is not appended: the entry counted from the right would then shift by one, and a
 *   client that reaches the app past its proxies can name any address either way (so the proxies must be the only
 *   way in, which is what trusting them means).
 */
import type { IncomingHttpHeaders } from 'node:http'

export type Peer = { address: string | undefined; encrypted: boolean }

export function vouchForwarding(headers: IncomingHttpHeaders, peer: Peer, hops: number): void {
  if (hops > 0) {
    if (!headers['x-forwarded-for'] && peer.address) headers['x-forwarded-for'] = peer.address
    return
  }
  if (peer.address) headers['x-forwarded-for'] = peer.address
  else delete headers['x-forwarded-for']
  headers['x-forwarded-proto'] = peer.encrypted ? 'https' : 'http'
  delete headers['x-forwarded-host']
  delete headers['x-forwarded-port']
}
