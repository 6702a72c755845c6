/**
 * A zod error as the fields it names, for 400 answers (docs/api.md "Errors"). Free of Next.js and Payload, so
 * route handlers (through ./http.ts) and the CMS's own endpoints answer alike.
 */
import type { z } from 'zod'

export type FieldIssue = { field: string; message: string }

const MAX_MESSAGE = 200

const fieldOf = (path: PropertyKey[]) =>
  path
    .map((p) => (typeof p === 'number' ? `[${p}]` : String(p)))
    .join('.')
    .replace(/\.\[/g, '[')
/** Unknown keys are named only when they look like a field name; anything else is not repeated back. */
const SAFE_KEY = /^[A-Za-z_$][\w$-]{0,63}$/

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let value = input
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

const GENERIC: Partial<Record<z.core.$ZodIssue['code'], string>> = {
  invalid_type: 'has the wrong type',
  invalid_value: 'is not one of the allowed values',
  invalid_format: 'has the wrong format',
  invalid_union: 'matches none of the allowed shapes',
  too_big: 'is too big',
  too_small: 'is too small',
}

/**
 * zod 4's own messages state what was expected (types, bounds, allowed values) and not the value
 * received; a schema's custom message may, so a message that contains the offending value is
 * replaced by a generic one for its code. Unknown keys are reported as their own field.
 */
export function zodIssues(error: z.ZodError, input?: unknown): FieldIssue[] {
  return error.issues.flatMap((issue): FieldIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      const parent = fieldOf(issue.path)
      const named = issue.keys
        .filter((k) => SAFE_KEY.test(k))
        .map((key) => ({ field: parent ? `${parent}.${key}` : key, message: 'is not a known field' }))
      return named.length === issue.keys.length
        ? named
        : [...named, { field: parent, message: 'has fields that are not known' }]
    }
    const received = valueAt(input, issue.path)
    const shown =
      typeof received === 'string' || typeof received === 'number' || typeof received === 'bigint'
        ? String(received)
        : ''
    const echoes = shown.length >= 2 && issue.message.includes(shown)
    const message = echoes ? (GENERIC[issue.code] ?? 'is not valid') : issue.message.slice(0, MAX_MESSAGE)
    return [{ field: fieldOf(issue.path), message }]
  })
}
