/**
 * Public origins from configuration, not from what a client sends (`Host: evil.example`
 * landed in redirect Locations, `X-Forwarded-Proto` too, and `Host: [` was a 500). The host is always
 * the site's configured primary host; the scheme is the request's own unless a configured proxy
 * (TRUST_PROXY_HOPS > 0) says otherwise, and then only http or https; the port of a local demo is kept
 * only when the request named one of the site's own hosts.
 */

export type Scheme = 'http' | 'https'
export type HostHeader = { name: string; port: string }

/** A Host header as name and port, or null when it is not a host name (or IPv6 literal) with an optional port. */
export function parseHostHeader(value: string | null | undefined): HostHeader | null {
  const match = (value ?? '')
    .trim()
    .toLowerCase()
    .match(/^(\[[0-9a-f:.]{2,45}\]|[a-z0-9](?:[a-z0-9-]{0,62})(?:\.[a-z0-9-]{1,63})*\.?)(?::(\d{1,5}))?$/)
  if (!match) return null
  const port = match[2] ?? ''
  if (port && (Number(port) < 1 || Number(port) > 65_535)) return null
  return { name: match[1].replace(/\.$/, ''), port }
}

/**
 * The scheme the visitor used: X-Forwarded-Proto as the outermost trusted proxy set it when `hops` > 0,
 * else the request's own. null when a trusted proxy sent something other than http or https.
 */
export function publicScheme(forwardedProto: string | null, requestProtocol: string, hops: number): Scheme | null {
  const own: Scheme = requestProtocol.replace(/:$/, '') === 'https' ? 'https' : 'http'
  if (hops === 0 || forwardedProto === null) return own
  const entries = forwardedProto.split(',').map((e) => e.trim().toLowerCase())
  const value = entries[Math.max(0, entries.length - hops)]
  return value === 'http' || value === 'https' ? value : null
}

/** `scheme://primaryHost[:port]`, the port only when the request's host is one of the site's own (a local demo's port). */
export function publicOrigin(
  site: { primaryHost: string; hosts: readonly string[]; redirectHosts: readonly string[] },
  scheme: Scheme,
  host: HostHeader | null,
): string {
  const own =
    host !== null && host.port !== '' && (site.hosts.includes(host.name) || site.redirectHosts.includes(host.name))
  return `${scheme}://${site.primaryHost}${own ? `:${host.port}` : ''}`
}

/**
 * A site's address as the admin links to it ("view on site", the dashboard's live site): its
 * primary host, with the admin's port when the admin itself is served on one of the group's site hosts
 * (the local demo serves every site on one port; production sites are on their own default ports).
 */
export function originFromAdmin(
  site: { primaryHost: string },
  groupHosts: readonly string[],
  scheme: Scheme,
  adminHost: HostHeader | null,
): string {
  const samePort = adminHost !== null && adminHost.port !== '' && groupHosts.includes(adminHost.name)
  return `${scheme}://${site.primaryHost}${samePort ? `:${adminHost.port}` : ''}`
}
