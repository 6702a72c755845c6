/**
 * Label values kept bounded, so a series count cannot grow with traffic: a client chooses the method, and code
 * chooses route kinds and statuses, but none of them may become one series per request. Free of prom-client.
 */

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The request's method as a label: one of HTTP's usual methods, else `OTHER` (a client may send any token). */
export const methodLabel = (method: string | undefined): string =>
  method !== undefined && METHODS.has(method) ? method : 'OTHER'

const STATUS_CODES: string[] = Array.from({ length: 500 }, (_, index) => String(100 + index))
const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx']

/** An answer's status code as a label (a string Node never makes per request), `other` outside 100–599. */
export const statusLabel = (status: number): string =>
  Number.isInteger(status) && status >= 100 && status < 600 ? STATUS_CODES[status - 100] : 'other'

/** An answer's status class (`2xx`, …) as a label, `other` outside 100–599. */
export const statusClassLabel = (status: number): string =>
  Number.isInteger(status) && status >= 100 && status < 600 ? STATUS_CLASSES[Math.floor(status / 100) - 1] : 'other'

const NAME_SHAPE = /^[a-z][a-z0-9-]{0,31}$/

/**
 * A label for names code chooses (route kinds, limit names): the first `max` distinct well-formed names keep their
 * own value, anything after them or shaped otherwise is `other`. The names are a fixed set in the code, so the cap
 * only ever matters if a bug passes something made of the request.
 */
export function boundedNames(max: number): (name: string | undefined) => string {
  const seen = new Set<string>()
  return (name) => {
    if (name === undefined) return 'other'
    if (seen.has(name)) return name
    if (seen.size >= max || !NAME_SHAPE.test(name)) return 'other'
    seen.add(name)
    return name
  }
}
