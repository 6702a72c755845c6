import { z } from 'zod'

import { normalizePath } from './normalize'
import { parseQuery, type QueryParam } from './query'

/** A row of a redirect table, as the CSV and the CMS hold it. */
export interface RedirectRow {
  from: string
  to: string
  status?: number | string | null
  note?: string | null
}

/** A validated rule, with its source parsed for matching and its target split for building the Location. */
export interface RedirectRule {
  from: string
  to: string
  status: 301
  note?: string
  /** Normalised source path; for a wildcard, the prefix before `/*`. */
  path: string
  wildcard: boolean
  /** Query values the request must carry, all of them. */
  conditions: QueryParam[]
  target: {
    absolute: boolean
    /** As written, possibly with `:splat`; for an absolute URL, everything before the query. */
    path: string
    query: QueryParam[]
    hash: string
  }
}

const ABSOLUTE_URL = /^https?:\/\/[^/?#\s]+/i

const rowSchema = z.object({
  from: z
    .string()
    .trim()
    .min(1, 'from is empty')
    .refine((s) => s.startsWith('/'), 'from must be a path starting with "/"')
    .refine((s) => {
      const path = s.split('?')[0]
      const star = path.indexOf('*')
      return star === -1 || (star === path.length - 1 && path.endsWith('/*'))
    }, 'a wildcard is only allowed as the last segment, as in /used/*'),
  to: z
    .string()
    .trim()
    .min(1, 'to is empty')
    .refine((s) => s.startsWith('/') || ABSOLUTE_URL.test(s), 'to must be a path starting with "/" or an http(s) URL'),
  status: z
    .union([z.number(), z.string()])
    .nullish()
    .transform((v, ctx) => {
      if (v == null || String(v).trim() === '' || Number(v) === 301) return 301 as const
      ctx.addIssue({
        code: 'custom',
        message: `status ${String(v).trim()} is not allowed: every redirect is permanent (301)`,
      })
      return z.NEVER
    }),
  note: z.string().nullish(),
})

function splitAt(s: string, sep: string): [string, string] {
  const i = s.indexOf(sep)
  return i === -1 ? [s, ''] : [s.slice(0, i), s.slice(i + 1)]
}

/** Validates a row and parses it into a rule; throws an Error whose message names the bad field(s). */
export function parseRule(row: RedirectRow): RedirectRule {
  const parsed = rowSchema.safeParse(row)
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; '),
    )
  }
  const { from, to, status, note } = parsed.data
  const [sourcePath, sourceQuery] = splitAt(from, '?')
  const wildcard = sourcePath.endsWith('/*')
  const [beforeHash, hash] = splitAt(to, '#')
  const [targetPath, targetQuery] = splitAt(beforeHash, '?')
  return {
    from,
    to,
    status,
    ...(note ? { note } : {}),
    path: normalizePath(wildcard ? sourcePath.slice(0, -1) : sourcePath),
    wildcard,
    conditions: parseQuery(sourceQuery),
    target: {
      absolute: !to.startsWith('/'),
      path: targetPath,
      query: parseQuery(targetQuery),
      hash: hash ? `#${hash}` : '',
    },
  }
}

/**
 * Puts the captured rest of the path where the target says `:splat`. An empty rest takes the slash before it
 * along, so `/used/*` → `/buy-car/used-cars/:splat` sends `/used` to `/buy-car/used-cars`, not `…/used-cars/`.
 */
export function fillSplat(targetPath: string, rest: string): string {
  if (rest) return targetPath.replaceAll(':splat', rest)
  return targetPath.replaceAll('/:splat', '').replaceAll(':splat', '') || '/'
}
