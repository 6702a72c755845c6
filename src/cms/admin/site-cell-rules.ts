/**
 * What a list's site column shows for a row: the site's name, whether the row holds the site's id (a
 * list read at depth 0) or the site itself (a deeper read). Payload's own relationship cell reads the
 * names in the browser, by id, for the rows in view only, so every row below the fold read "<No Site>".
 * Pure rules (./site-cell-rules.test.ts).
 */

/** The site id a relationship value holds: an id, or a populated site. */
export function siteIdOf(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && 'id' in value) return siteIdOf((value as { id: unknown }).id)
  return null
}

/** The name shown for a row's site: its name, its id when the site is unknown, `empty` when the row has none. */
export function siteCellText(value: unknown, names: ReadonlyMap<number, string>, empty: string): string {
  const id = siteIdOf(value)
  if (id === null) return empty
  return names.get(id) ?? `#${id}`
}
