export type Clock = {
  now: () => number
  setTimeout: (fn: () => void, ms: number) => unknown
  clearTimeout: (timer: unknown) => void
}
export const realClock: Clock
export function createWatchdog(options: {
  step: string
  idleMs: number
  totalMs: number
  onStall: (reason: string) => void
  clock?: Clock
}): { progress: (note?: string) => void; stop: () => void }
export function stepLimits(env: Record<string, string | undefined>): {
  idleMs: number
  buildMs: number
  seedMs: number
  readyMs: number
}
