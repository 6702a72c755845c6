/**
 * Who may read /metrics: a scraper on this machine, or one that sends `Authorization: Bearer $METRICS_TOKEN`.
 *
 * "On this machine" is the socket's peer address, never X-Forwarded-For (a client writes that header). A proxy on the
 * same host (a balancer, a CDN's agent, a TLS terminator) makes every visitor's connection a loopback one, though,
 * and it says so by adding forwarding headers: a loopback connection that carries any is a forwarded visitor, not a
 * local scraper. The token is compared in constant time (digests of equal length), and never matches when unset.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'] as const

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (a dual-stack socket's view of 127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false
  const bare = address.toLowerCase().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  return bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
}

const digest = (value: string) => createHash('sha256').update(value).digest()

/** Whether `authorization` is `Bearer <token>` with the configured token. */
export function bearerMatches(authorization: string | string[] | undefined, token: string | undefined): boolean {
  if (!token || typeof authorization !== 'string' || !authorization.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token))
}

export function mayReadMetrics(
  request: { address: string | undefined; headers: IncomingHttpHeaders },
  token: string | undefined = process.env.METRICS_TOKEN,
): boolean {
  if (bearerMatches(request.headers.authorization, token)) return true
  return isLoopback(request.address) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined)
}
