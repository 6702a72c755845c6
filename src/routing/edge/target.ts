/**
 * Decode: the request's path as the router reads it, or why it is refused. The production server's edge refuses
 * bad bytes before Next (src/platform/server/request-target.ts); this holds where it is not in front (a request Next
 * took while it was still preparing under `next start`): a NUL once reached PostgreSQL through the lookups.
 */
export const MAX_PATH_LENGTH = 2048
const CONTROL = /[\u0000-\u001f\u007f]/

export type Target = { rawPath: string; pathname: string }
export type TargetRefusal = { status: 400 | 404; message: string }

export function readTarget(rawPath: string, search: string): Target | TargetRefusal {
  if (rawPath.length > MAX_PATH_LENGTH) return { status: 404, message: 'Not found: the address is too long.' }
  let pathname: string
  try {
    pathname = decodeURIComponent(rawPath)
  } catch {
    return { status: 400, message: 'Bad request: the address contains malformed percent-encoding.' }
  }
  if (CONTROL.test(pathname)) return { status: 400, message: 'Bad request: the address contains a control character.' }
  if (/%00/i.test(search)) return { status: 400, message: 'Bad request: the query contains a NUL character.' }
  return { rawPath, pathname }
}
