import type { z } from 'zod'

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def

/** Formats whose every match has a bounded length (an e-mail or a pattern check does not bound it). */
const FIXED_FORMATS = new Set([
  'date',
  'datetime',
  'time',
  'uuid',
  'guid',
  'cuid',
  'cuid2',
  'ulid',
  'ipv4',
  'ipv6',
  'duration',
])
const boundedFormat = (def: Def) => typeof def.format === 'string' && FIXED_FORMATS.has(def.format)

/**
 * The paths of a zod 4 schema's strings that have no maximum length; fixed-shape formats
 * (dates, uuids) count as bounded, enums and literals are not strings here.
 */
export function unboundedStrings(schema: z.ZodType, path = '', seen = new Set<unknown>()): string[] {
  if (seen.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const walk = (child: unknown, suffix: string) => unboundedStrings(child as z.ZodType, path + suffix, seen)
  switch (def.type) {
    case 'string':
      return (schema as unknown as { maxLength: number | null }).maxLength === null && !boundedFormat(def)
        ? [path || '(root)']
        : []
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>)
        .flatMap(([key, child]) => walk(child, `.${key}`))
        .concat(def.catchall ? walk(def.catchall, '.*') : [])
    case 'array':
      return walk(def.element, '[]')
    case 'record':
      return [...walk(def.keyType, '{key}'), ...walk(def.valueType, '{}')]
    case 'union':
      return (def.options as unknown[]).flatMap((option, i) => walk(option, `|${i}`))
    case 'intersection':
      return [...walk(def.left, ''), ...walk(def.right, '')]
    case 'pipe':
      return [...walk(def.in, ''), ...walk(def.out, '')]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return walk(def.innerType, '')
    case 'lazy':
      return walk((def.getter as () => unknown)(), '')
    default:
      return []
  }
}
