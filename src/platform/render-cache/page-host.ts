/**
 * The host a stored page is kept and rendered under: the Host header's name (parsed, so in lower case)
 * with its port only when the server is reached on that port: its own (PORT) or one a proxy in front of it serves on
 * (PUBLIC_PORTS, comma-separated). A made-up port or another case of the name neither misses the store nor gets a
 * page whose links carry it, so no client can make the next visitor's page or turn the store off with its Host.
 */
export function pageHost(
  host: { name: string; port: string },
  env: Record<string, string | undefined> = process.env,
): string {
  if (!host.port) return host.name
  const own = [env.PORT || '3000', ...(env.PUBLIC_PORTS ?? '').split(',').map((port) => port.trim())]
  return own.includes(host.port) ? `${host.name}:${host.port}` : host.name
}
