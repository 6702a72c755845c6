/**
 * Render slots: at most RENDER_CONCURRENCY page renders at once in this process (default 2), the next
 * RENDER_QUEUE (default 16) waiting their turn in order; a render beyond those is refused (the proxy answers
 * 503 with Retry-After). The per-address render budget (./render-gate.ts) bounds what one address asks for;
 * this bounds what many addresses at once can start. Renders share the one event loop and, on the embedded
 * database, one database session: eight started at once each take about eight times as long, all holding their
 * memory meanwhile, and none is done sooner than one after another would be. Beyond the queue a render is
 * refused at once instead of joining a wait no visitor would sit out. Answers from the render cache take no slot. The proxy takes a slot only inside the production server's request scope
 * (./request-scope.ts), which frees it when the answer is complete. Free of `server-only` and Next.js.
 */

/** What a render refused for want of a slot is told: the site is fine, just busy for a moment. */
export const renderBusyMessage = 'The site is busy right now. Please try again in a few seconds.'
export const BUSY_RETRY_SECONDS = 5

/** Frees a slot (again: nothing). */
export type Release = () => void

export type RenderSlots = {
  /** A slot when one is free or frees while waiting; null when the queue is full or the client went away. */
  acquire(signal?: AbortSignal): Promise<Release | null>
  running(): number
  waiting(): number
  /** Whether a render would start now: a slot is free and nobody waits for one. */
  free(): boolean
}

export function createRenderSlots(options: { max: number; queue: number }): RenderSlots {
  let running = 0
  const waiting: ((release: Release) => void)[] = []

  /** A slot's release: hands the slot to the first in line, else frees it. */
  const grant = (): Release => {
    let released = false
    return () => {
      if (released) return
      released = true
      const next = waiting.shift()
      if (next) next(grant())
      else running -= 1
    }
  }

  return {
    async acquire(signal) {
      if (running < options.max) {
        running += 1
        return grant()
      }
      if (waiting.length >= options.queue || signal?.aborted) return null
      return new Promise<Release | null>((resolve) => {
        const take = (release: Release) => {
          signal?.removeEventListener('abort', leave)
          resolve(release)
        }
        const leave = () => {
          const at = waiting.indexOf(take)
          if (at >= 0) waiting.splice(at, 1)
          resolve(null)
        }
        waiting.push(take)
        signal?.addEventListener('abort', leave, { once: true })
      })
    },
    running: () => running,
    waiting: () => waiting.length,
    free: () => running < options.max && waiting.length === 0,
  }
}

const bounded = (value: string | undefined, fallback: number, max: number) => {
  const number = Number(value)
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= 0 && number <= max
    ? number
    : fallback
}

let shared: RenderSlots | null | undefined

/** The process's slots from RENDER_CONCURRENCY (0: no limit) and RENDER_QUEUE; null when switched off. */
export function renderSlots(env: Record<string, string | undefined> = process.env): RenderSlots | null {
  if (shared !== undefined) return shared
  const max = bounded(env.RENDER_CONCURRENCY, 2, 1000)
  shared = max === 0 ? null : createRenderSlots({ max, queue: bounded(env.RENDER_QUEUE, 16, 10_000) })
  return shared
}

/** Forgets the process's slots, so the next render reads the environment again (tests). */
export function resetRenderSlots(): void {
  shared = undefined
}
