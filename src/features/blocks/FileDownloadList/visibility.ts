/** spec 2 §9 "Content blocks": the file list shows 3 files by default. */
export const DEFAULT_VISIBLE_FILES = 3

/** How many files an editor's visible count means: a whole number of at least 1, else the default. */
export function visibleCount(configured: number | null | undefined): number {
  return configured != null && Number.isFinite(configured) && configured >= 1
    ? Math.floor(configured)
    : DEFAULT_VISIBLE_FILES
}

/**
 * spec 2 §4.3: the file list can collapse or expand beyond the visible count. The toggle exists only when
 * there are more files than the visible count.
 */
export function fileListView(
  total: number,
  configured: number | null | undefined,
  expanded: boolean,
): { shown: number; hidden: number; toggle: boolean } {
  const visible = visibleCount(configured)
  const toggle = total > visible
  const shown = toggle && !expanded ? visible : total
  return { shown, hidden: total - shown, toggle }
}

/** A file size for people: "840 kB", "2.4 MB" (decimal units, as file managers show them). */
export function fileSize(bytes: number | null | undefined, locale: string): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return null
  const units = ['B', 'kB', 'MB', 'GB']
  let value = bytes
  let unit = 0
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000
    unit++
  }
  const digits = unit >= 2 && value < 10 ? 1 : 0
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`
}
