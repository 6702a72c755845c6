// The child processes of `npm start` and `npm run seed`, each watched by a progress watchdog
// (scripts/watchdog.mjs): output counts as progress (and, for a step that works silently, its CPU time);
// a stalled step is stopped and fails by name.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { cpuTicksOfTree } from './cpu-time.mjs'
import { log } from './log.mjs'
import { createWatchdog } from './watchdog.mjs'

/** How often a silent step's CPU time is read, and how many ticks (1/100 s) in that time count as working. */
const CPU_SAMPLE_MS = 10_000
const CPU_WORKING_TICKS = 100

const PRELOAD = path.join(import.meta.dirname, 'exit-with-parent.mjs')
/** Node arguments that make a child end when this process is gone. */
export const EXIT_WITH_PARENT = ['--import', PRELOAD]

/** Children still running, stopped when this process exits for any reason. */
const running = new Set()
process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL')
})

/**
 * Starts `node <args>` as a tracked child that ends with this process.
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnNode(args, options) {
  const child = spawn(process.execPath, [...EXIT_WITH_PARENT, ...args], {
    ...options,
    env: { ...(options.env ?? process.env), EXIT_WITH_PARENT_PID: String(process.pid) },
  })
  running.add(child)
  child.on('exit', () => running.delete(child))
  return child
}

/** Asks a child to stop, then kills it if it has not after graceMs. Resolves once it has exited. */
export function stopChild(child, signal = 'SIGTERM', graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.kill(signal)
  })
}

/**
 * Runs one step to completion: its output is passed through and counts as progress.
 * @param {string} step name shown when it fails
 * @param {string[]} args node arguments
 * @param {{ env: NodeJS.ProcessEnv, idleMs: number, totalMs: number, cpuIsProgress?: boolean, onChild?: (child: import('node:child_process').ChildProcess) => void, onMessage?: (message: unknown) => void }} options
 *   cpuIsProgress: a second of CPU time used by the step's processes counts as progress too. For the build:
 *   the compiler prints nothing for minutes on a busy machine, and the idle limit stopped healthy builds.
 *   A step that spins without end is still stopped by totalMs.
 *   onChild: receives the process, so a signal handler can stop it
 *   onMessage: receives what the step sends over an IPC channel (`process.send`), opened only when this is given
 */
export function runStep(step, args, { env, idleMs, totalMs, cpuIsProgress = false, onChild, onMessage }) {
  return new Promise((resolve, reject) => {
    const child = spawnNode(args, { stdio: ['ignore', 'pipe', 'pipe', ...(onMessage ? ['ipc'] : [])], env })
    onChild?.(child)
    if (onMessage) child.on('message', onMessage)
    let stalled = null
    const dog = createWatchdog({
      step,
      idleMs,
      totalMs,
      onStall: (reason) => {
        stalled = reason
        log.error(`${reason}; stopping it.`)
        void stopChild(child)
      },
    })
    const pass = (out) => (chunk) => {
      out.write(chunk)
      const lines = chunk.toString('utf8').trim().split('\n')
      dog.progress(lines[lines.length - 1]?.slice(0, 200))
    }
    let ticks = cpuIsProgress && child.pid ? cpuTicksOfTree(child.pid) : null
    const sampler =
      ticks === null
        ? null
        : setInterval(() => {
            const now = cpuTicksOfTree(/** @type {number} */ (child.pid))
            if (now !== null && ticks !== null && now - ticks >= CPU_WORKING_TICKS) dog.progress()
            ticks = now
          }, CPU_SAMPLE_MS)
    sampler?.unref()
    child.stdout.on('data', pass(process.stdout))
    child.stderr.on('data', pass(process.stderr))
    child.on('error', (error) => {
      if (sampler) clearInterval(sampler)
      dog.stop()
      reject(new Error(`step "${step}" could not start: ${error.message}`))
    })
    child.on('exit', (code, signal) => {
      if (sampler) clearInterval(sampler)
      dog.stop()
      if (stalled) reject(new Error(stalled))
      else if (code === 0) resolve()
      else reject(new Error(`step "${step}" failed (exit ${code ?? signal})`))
    })
  })
}
