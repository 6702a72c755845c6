/** A page slug is one URL segment: lower-case letters (including Nordic and Slovak ones), digits, dashes. */
export const SLUG_PATTERN = /^[\p{Ll}\p{N}]+(?:-[\p{Ll}\p{N}]+)*$/u

/** Joins a parent path and a slug: ('/', 'om-oss') -> '/om-oss'; ('/a', 'b') -> '/a/b'; no slug -> home '/'. */
export function joinPath(parentPath: string | null | undefined, slug: string | null | undefined): string {
  if (!slug) return '/'
  const base = !parentPath || parentPath === '/' ? '' : parentPath.replace(/\/+$/, '')
  return `${base}/${slug}`
}

/** Normalises a requested path for lookup: collapses slashes and drops a trailing slash. */
export function normalizePath(path: string): string {
  const collapsed = ('/' + path).replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : '/'
}

/** Route segments may arrive percent-encoded; slugs never contain '%', so decoding is safe. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
