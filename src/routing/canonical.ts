/**
 * A page's canonicalURL field (spec 1 §3 "Page fields") as an absolute URL: an editor may write a full
 * http(s) URL or a path of this site. Anything else (a typo, another scheme) is ignored, so the page keeps
 * its own address as canonical rather than pointing search engines at nonsense.
 */
export function canonicalFromField(field: string | null | undefined, origin: string): string | null {
  const value = field?.trim()
  if (!value) return null
  if (value.startsWith('/') && !value.startsWith('//')) return `${origin}${value}`
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}
