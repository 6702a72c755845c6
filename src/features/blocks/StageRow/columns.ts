/** spec 2 §9 "Content blocks": stage rows have 3 columns by default; the breakpoint check is debounced 100 ms. */
export const DEFAULT_STAGE_COLUMNS = 3
export const STAGE_RESIZE_DEBOUNCE_MS = 100
export const STAGE_COLUMN_CHOICES = [2, 3, 4] as const

/** Widths (px) below which a stage row has one column, and at most two (spec 1 §9's mobile card breakpoints). */
export const STAGE_ONE_COLUMN_BELOW = 768
export const STAGE_TWO_COLUMNS_BELOW = 1024

/** The editor's column count, or the default for anything that is not one of the choices. */
export function configuredColumns(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value
  return (STAGE_COLUMN_CHOICES as readonly unknown[]).includes(n) ? (n as number) : DEFAULT_STAGE_COLUMNS
}

/** The columns a stage row shows at a viewport width: the configured count on wide screens, fewer on narrow. */
export function columnsAt(width: number, configured: number, items: number): number {
  const fit =
    width < STAGE_ONE_COLUMN_BELOW ? 1 : width < STAGE_TWO_COLUMNS_BELOW ? Math.min(2, configured) : configured
  return Math.max(1, Math.min(fit, Math.max(items, 1)))
}

/** Calls `fn` once calls have stopped for `ms` (the resize check); `cancel` drops a pending call. */
export function debounce<A extends unknown[]>(
  fn: (...args: A) => void,
  ms: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let handle: ReturnType<typeof setTimeout> | undefined
  const run = (...args: A) => {
    if (handle !== undefined) timers.clearTimeout(handle)
    handle = timers.setTimeout(() => {
      handle = undefined
      fn(...args)
    }, ms)
  }
  run.cancel = () => {
    if (handle !== undefined) timers.clearTimeout(handle)
    handle = undefined
  }
  return run
}
