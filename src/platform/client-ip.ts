/**
 * The visitor's address for a route handler and the proxy (rate limits and the refusal budget by IP).
 *
 * Next 16 alone (node_modules/next/dist/server/base-server.js, handleRequestImpl) only fills
 * X-Forwarded-For when a request has none (`??= socket.remoteAddress`) and keeps a client-sent one, so the
 * client could choose its own address. The server's edge (src/platform/server/forwarded.ts, in front of Next in the
 * production server and under `next start`) makes the header one it vouches for before anything reads it:
 * - TRUST_PROXY_HOPS=0 (default, nothing in front): the socket's peer address, whatever the client sent;
 *   this reads it as the rightmost (only) entry.
 * - TRUST_PROXY_HOPS=N (N reverse proxies in front, each appending its peer's address): the header as they
 *   wrote it; this reads the N-th entry from the right, the address the outermost trusted proxy saw; entries
 *   left of it are the client's.
 */
import { isIP } from 'node:net'
import { trustProxyHops } from './proxy-hops'

export { trustProxyHops }

/** One X-Forwarded-For entry as a bare address: ports, IPv6 brackets and IPv4-mapped prefixes removed; null if not an address. */
export function normalizeAddress(entry: string): string | null {
  let address = entry.trim()
  const bracketed = address.match(/^\[([^\]]+)\](?::\d+)?$/)
  if (bracketed) address = bracketed[1]
  else if (/^[\d.]+:\d+$/.test(address)) address = address.replace(/:\d+$/, '')
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase()
  return isIP(address) ? address : null
}

/** The client's address from the request headers, trusting `hops` proxies; null when it is not a valid address. */
export function clientIp(headers: Headers, hops = trustProxyHops()): string | null {
  const entries = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)
  if (entries.length === 0) return null
  const index = hops === 0 ? entries.length - 1 : Math.max(0, entries.length - hops)
  return normalizeAddress(entries[index])
}

/** A rate-limit key for the client: its address, or one shared bucket for requests without a usable one. */
export function clientKey(headers: Headers, hops = trustProxyHops()): string {
  return clientIp(headers, hops) ?? 'unknown'
}
