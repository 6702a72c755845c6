// The child processes of `npm start` and `npm run seed`, each watched by a progress watchdog
// (scripts/watchdog.mjs): output counts as progress; a stalled step is stopped and fails by name.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { createWatchdog } from './watchdog.mjs'

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
  const child = spawn(process.execPath, [...EXIT_WITH_PARENT, ...args], { ...options, env: { ...(options.env ?? process.env), EXIT_WITH_PARENT_PID: String(process.pid) } })
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
 * @param {{ env: NodeJS.ProcessEnv, idleMs: number, totalMs: number, onChild?: (child: import('node:child_process').ChildProcess) => void }} options
 *   onChild: receives the process, so a signal handler can stop it
 */
export function runStep(step, args, { env, idleMs, totalMs, onChild }) {
  return new Promise((resolve, reject) => {
    const child = spawnNode(args, { stdio: ['ignore', 'pipe', 'pipe'], env })
    onChild?.(child)
    let stalled = null
    const dog = createWatchdog({
      step,
      idleMs,
      totalMs,
      onStall: (reason) => {
        stalled = reason
        console.error(`\n${reason}; stopping it.\n`)
        void stopChild(child)
      },
    })
    const pass = (out) => (chunk) => {
      out.write(chunk)
      const lines = chunk.toString('utf8').trim().split('\n')
      dog.progress(lines[lines.length - 1]?.slice(0, 200))
    }
    child.stdout.on('data', pass(process.stdout))
    child.stderr.on('data', pass(process.stderr))
    child.on('error', (error) => {
      dog.stop()
      reject(new Error(`step "${step}" could not start: ${error.message}`))
    })
    child.on('exit', (code, signal) => {
      dog.stop()
      if (stalled) reject(new Error(stalled))
      else if (code === 0) resolve()
      else reject(new Error(`step "${step}" failed (exit ${code ?? signal})`))
    })
  })
}
