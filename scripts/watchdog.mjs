// A progress watchdog for the steps of `npm start` and `npm run seed`: a step that
// shows no progress for idleMs, or is not done after totalMs, is reported by name instead of being
// waited on forever. The clock is injected so the unit test needs no real waiting.

/** @typedef {{ now: () => number, setTimeout: (fn: () => void, ms: number) => unknown, clearTimeout: (timer: unknown) => void }} Clock */

/** @type {Clock} */
export const realClock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (timer) => clearTimeout(/** @type {NodeJS.Timeout} */ (timer)),
}

/**
 * @param {{ step: string, idleMs: number, totalMs: number, onStall: (reason: string) => void, clock?: Clock }} options
 *   idleMs / totalMs: 0 = no such limit
 * @returns {{ progress: (note?: string) => void, stop: () => void }}
 */
export function createWatchdog({ step, idleMs, totalMs, onStall, clock = realClock }) {
  const started = clock.now()
  let lastProgress = started
  let lastNote = ''
  let timer = null
  let done = false

  const deadline = () =>
    Math.min(idleMs > 0 ? lastProgress + idleMs : Infinity, totalMs > 0 ? started + totalMs : Infinity)
  const check = () => {
    timer = null
    if (done) return
    const now = clock.now()
    if (totalMs > 0 && now >= started + totalMs) return stall(`step "${step}" is not done after ${seconds(totalMs)}`)
    if (idleMs > 0 && now >= lastProgress + idleMs)
      return stall(`step "${step}" made no progress for ${seconds(idleMs)}`)
    schedule()
  }
  const schedule = () => {
    const at = deadline()
    if (at !== Infinity) timer = clock.setTimeout(check, Math.max(0, at - clock.now()))
  }
  const stall = (reason) => {
    done = true
    onStall(lastNote ? `${reason} (last output: ${lastNote})` : reason)
  }
  schedule()
  return {
    progress(note) {
      lastProgress = clock.now()
      if (note) lastNote = note
    },
    stop() {
      done = true
      if (timer !== null) clock.clearTimeout(timer)
    },
  }
}

const seconds = (ms) => `${Math.round(ms / 1000)} s`

/**
 * Step limits from the environment, in ms (0 turns a limit off). Defaults are generous: a cold build
 * takes about 2 minutes on 2 cores and the demo seed about 2 more.
 * @param {NodeJS.ProcessEnv} env
 */
export function stepLimits(env) {
  const ms = (name, fallback) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    const n = Number(raw)
    if (!Number.isInteger(n) || n < 0)
      throw new Error(`${name} takes a whole number of milliseconds (0 = no limit), not "${raw}"`)
    return n
  }
  return {
    idleMs: ms('START_IDLE_TIMEOUT_MS', 5 * 60_000),
    buildMs: ms('START_BUILD_TIMEOUT_MS', 20 * 60_000),
    seedMs: ms('START_SEED_TIMEOUT_MS', 20 * 60_000),
    readyMs: ms('START_READY_TIMEOUT_MS', 3 * 60_000),
  }
}
