/**
 * Text no field of this app takes: a NUL (PostgreSQL refuses it in text, so a lead or a booking carrying one
 * failed in the database and was answered 503 "try again later") and an unpaired UTF-16 surrogate (`"\ud800"` in
 * JSON; not a character, it cannot be stored or sent as UTF-8 and turns into U+FFFD on the way). The shared body
 * and query parsing (./http.ts) refuses both in every string, keys included, before any schema or route sees them.
 * Dependency-free, and iterative, so a deeply nested body cannot exhaust the stack.
 */

const UNSAFE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isUnsafeText = (text: string): boolean => UNSAFE.test(text)

/** Keys named in a field path; any other key (and what is below it) is not repeated back. */
const SAFE_KEY = /^[A-Za-z_$][\w$-]{0,63}$/
const MAX_DEPTH_NAMED = 8

type Node = { value: unknown; key: string | number | null; parent: Node | null }

/** `a.b[2]` for a node, '' for the root; cut at the first key that is not a plain name, and at MAX_DEPTH_NAMED parts. */
function fieldOf(node: Node): string {
  const keys: (string | number)[] = []
  for (let at: Node | null = node; at && at.key !== null; at = at.parent) keys.unshift(at.key)
  const cut = keys.findIndex((key) => typeof key === 'string' && !SAFE_KEY.test(key))
  const named = (cut === -1 ? keys : keys.slice(0, cut)).slice(0, MAX_DEPTH_NAMED)
  return named
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('')
    .replace(/^\./, '')
}

/** The field (as `a.b[2]`, '' for the value itself) of the first string or key holding unsafe text, or null when there is none. */
export function unsafeTextField(value: unknown): string | null {
  const stack: Node[] = [{ value, key: null, parent: null }]
  while (stack.length > 0) {
    const node = stack.pop()!
    const current = node.value
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return fieldOf(node)
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: node })
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current)
      for (let i = entries.length - 1; i >= 0; i--) {
        // An unsafe key names the object that holds it.
        if (isUnsafeText(entries[i][0])) return fieldOf(node)
        stack.push({ value: entries[i][1], key: entries[i][0], parent: node })
      }
    }
  }
  return null
}
