/**
 * TRUST_PROXY_HOPS, the number of reverse proxies in front of the app (see src/platform/client-ip.ts).
 * Its own module without `server-only`, because src/proxy.ts reads it too.
 */
const MAX_HOPS = 10

/** TRUST_PROXY_HOPS as a count of trusted proxies; anything but an integer 0–10 means 0 (trust nobody). */
export function trustProxyHops(value: string | undefined = process.env.TRUST_PROXY_HOPS): number {
  const hops = Number(value)
  return Number.isInteger(hops) && hops >= 0 && hops <= MAX_HOPS ? hops : 0
}
