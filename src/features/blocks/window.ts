/**
 * A block's visibility window: a car teaser for a weekend campaign, a hero banner for a sale, shown
 * from one wall-clock time until another on the site's clock without scheduling the whole page. The times are what
 * the editor typed ('YYYY-MM-DD HH:mm'), read in the site's time zone with scheduled publishing's rule (a time the
 * clock skips is refused, a time it passes twice is the first of the two). A block shows from its start
 * (inclusive) until its end (exclusive); an empty side is open. React- and Payload-free; `now` is passed in.
 */
import { wallClockToInstant, type WallClockProblem } from '@/features/scheduling/rules'

/** The two fields as a block stores them (./window-field.ts). */
export type BlockWindow = { shownFrom?: string | null; shownUntil?: string | null }
export type WindowSide = keyof BlockWindow

/** Why a side is refused: its own wall-clock problem, or an end not after the start. */
export type WindowProblem = { field: WindowSide; problem: WallClockProblem | 'not-after-start' }

const filled = (value: string | null | undefined): value is string => typeof value === 'string' && value.trim() !== ''

/** A side as an instant: null when empty (open), NaN when it cannot be read. */
function instant(value: string | null | undefined, timeZone: string): number | null {
  if (!filled(value)) return null
  const at = wallClockToInstant(value, timeZone)
  return at.ok ? at.value.getTime() : Number.NaN
}

/** What an editor must fix in a window, each problem on its field; none for an open or a well-formed window. */
export function windowProblems(window: BlockWindow, timeZone: string): WindowProblem[] {
  const problems: WindowProblem[] = []
  for (const field of ['shownFrom', 'shownUntil'] as const) {
    const value = window[field]
    if (!filled(value)) continue
    const at = wallClockToInstant(value, timeZone)
    if (!at.ok) problems.push({ field, problem: at.problem })
  }
  if (problems.length > 0) return problems
  const from = instant(window.shownFrom, timeZone)
  const until = instant(window.shownUntil, timeZone)
  return from !== null && until !== null && until <= from ? [{ field: 'shownUntil', problem: 'not-after-start' }] : []
}

/**
 * Whether the block shows at `now` (ms). A side that cannot be read (saved before the rule, or an end before its
 * start) hides the block: a campaign that cannot say when it ends must not run forever.
 */
export function isShown(window: BlockWindow, now: number, timeZone: string): boolean {
  if (windowProblems(window, timeZone).length > 0) return false
  const from = instant(window.shownFrom, timeZone)
  const until = instant(window.shownUntil, timeZone)
  return (from === null || from <= now) && (until === null || now < until)
}

/** Whether the window has closed for good at `now`: the block will not show again. */
export function isOver(window: BlockWindow, now: number, timeZone: string): boolean {
  const until = instant(window.shownUntil, timeZone)
  return until !== null && !Number.isNaN(until) && until <= now
}

/**
 * The blocks shown at `now`, in their order, and the first moment after `now` at which one of them appears or
 * disappears (null: never again). A page rendered at `now` is right until then and no longer, so the render cache
 * keeps it no later (src/platform/render-cache/declare.ts `declareRenderDeadline`).
 */
export function blocksShown<B extends BlockWindow & { blockType: string }>(
  blocks: readonly B[],
  now: number,
  timeZone: string,
): { blocks: B[]; until: number | null } {
  let until: number | null = null
  for (const block of blocks) {
    if (windowProblems(block, timeZone).length > 0) continue
    for (const at of [instant(block.shownFrom, timeZone), instant(block.shownUntil, timeZone)])
      if (at !== null && at > now && (until === null || at < until)) until = at
  }
  return { blocks: blocks.filter((block) => isShown(block, now, timeZone)), until }
}
