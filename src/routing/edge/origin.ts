/**
 * Host and scheme: the site is picked by the Host header, the scheme by the request or a trusted proxy's
 * X-Forwarded-Proto. A malformed Host, or a forwarded scheme that is not http(s), is the client's error.
 */
import { parseHostHeader, publicScheme, type HostHeader, type Scheme } from '@/sites/origin'
import { trustProxyHops } from '@/platform/proxy-hops'
import { verifiedFill } from '@/platform/render-cache/proxy-cache'

export type RequestOrigin = {
  host: HostHeader
  scheme: Scheme
  /** A render-cache fill's id: the request comes from this process's proxy, which already resolved the visitor's scheme. */
  fillId: string | null
}

export function readOrigin(headers: Headers, protocol: string): RequestOrigin | { refusal: string } {
  const host = parseHostHeader(headers.get('host'))
  if (!host) return { refusal: 'Bad request: the Host header is not a host name.' }
  const fillId = verifiedFill(headers)
  const scheme = publicScheme(headers.get('x-forwarded-proto'), protocol, fillId ? 1 : trustProxyHops())
  if (!scheme) return { refusal: 'Bad request: X-Forwarded-Proto must be http or https.' }
  return { host, scheme, fillId }
}
