/**
 * The origins the CMS admin is served from: Payload's `serverURL` plus ADMIN_ORIGINS
 * (comma-separated). They are the only origins whose requests may carry the editor's cookie (CSRF) and
 * the only ones granted CORS. Empty (a local demo without NEXT_PUBLIC_SERVER_URL): Payload accepts the
 * cookie from any origin and the SameSite=Lax cookie is the only guard, so deployments set them.
 */
export function adminOrigins(env: Record<string, string | undefined>, warn: (message: string) => void): string[] {
  const origins = [env.NEXT_PUBLIC_SERVER_URL ?? '', ...(env.ADMIN_ORIGINS ?? '').split(',')]
  const valid = new Set<string>()
  for (const entry of origins) {
    const value = entry.trim()
    if (!value) continue
    try {
      const url = new URL(value)
      if (url.protocol === 'http:' || url.protocol === 'https:') valid.add(url.origin)
      else warn(`admin origin ignored (not http or https)`)
    } catch {
      warn(`admin origin ignored (not a URL)`)
    }
  }
  return [...valid]
}
