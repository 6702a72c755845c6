// Soak test of the start steps: starts and seeds a fresh data folder N times in a row
// and fails on the first run that does not come up. A full start takes minutes per run; CI runs the
// affordable form, seed only with few cars (.ci/run), which covers the step that used to hang:
//   node scripts/start-soak.mjs [--runs 10] [--parallel 1] [--seed-only] [--cars N] [--keep]
// Default: `node scripts/start.mjs` until it prints "Ready", then SIGTERM, and checks that it exits 0
// and frees its port (needs a current build: `npm run build`, or it builds in the first run).
// --seed-only: `node scripts/seed.mjs` with SEED_IF_EMPTY (embedded database, migrations, demo data).
// --cars N: the number of generated cars (SEED_CARS), e.g. 20 for a quick run.
// --parallel N: N runs at a time, each on its own fresh data folder (a seed keeps about one core busy,
// so two at a time on a 2-core machine halve the wall time without changing what each run proves).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    parallel: { type: 'string', default: '1' },
    'seed-only': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    cars: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(`usage: node scripts/start-soak.mjs [--runs 10] [--parallel 1] [--seed-only] [--cars N] [--keep]
Starts (or, with --seed-only, only seeds) a fresh data folder N times and fails on the first run that does not
come up. --parallel N runs N at a time; --cars N sets the generated cars; --keep keeps the data folders.`)
  process.exit(0)
}
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number of at least 1')
  process.exit(2)
}
const parallel = Number(values.parallel)
if (!Number.isInteger(parallel) || parallel < 1) {
  console.error('--parallel takes a whole number of at least 1')
  process.exit(2)
}
if (values.cars !== undefined && !/^\d+$/.test(values.cars)) {
  console.error('--cars takes a whole number')
  process.exit(2)
}
const root = path.resolve(import.meta.dirname, '..')
// A run that takes longer than this is a hang even if start.mjs's own watchdogs did not catch it.
const RUN_LIMIT_MS = Number(process.env.SOAK_RUN_TIMEOUT_MS || 30 * 60_000)

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
const portIsFree = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(false)))
    socket.once('error', () => resolve(true))
  })

/** One run: resolves with a short description, rejects with what went wrong. */
function runOnce(dataDir, port) {
  const seedOnly = values['seed-only']
  const script = seedOnly ? 'scripts/seed.mjs' : 'scripts/start.mjs'
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    PGLITE_PORT: '0',
    DATABASE_URL: '',
    SEED_IF_EMPTY: 'true',
    ...(values.cars !== undefined && { SEED_CARS: values.cars }),
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let tail = ''
    let ready = false
    const limit = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`no result after ${RUN_LIMIT_MS / 1000} s; last output:\n${tail}`))
    }, RUN_LIMIT_MS)
    const keep = (chunk) => {
      tail = (tail + chunk).slice(-2000)
      if (!seedOnly && !ready && tail.includes('Ready in')) {
        ready = true
        child.kill('SIGTERM')
      }
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('exit', async (code, signal) => {
      clearTimeout(limit)
      if (code !== 0) return reject(new Error(`${script} exited with ${code ?? signal}; last output:\n${tail}`))
      if (!fs.existsSync(path.join(dataDir, 'admin.json')))
        return reject(new Error('no admin.json: the demo was not seeded'))
      if (!seedOnly && !ready) return reject(new Error('exited 0 without printing "Ready"'))
      if (!seedOnly && !(await portIsFree(port)))
        return reject(new Error(`port ${port} is still taken after start.mjs ended`))
      resolve(seedOnly ? 'seeded' : 'ready, stopped, port free')
    })
  })
}

const base = fs.mkdtempSync(path.join(os.tmpdir(), 'start-soak-'))
const times = []
let failed = false
let next = 1
async function worker() {
  while (!failed && next <= runs) {
    const i = next++
    const dataDir = path.join(base, `run-${i}`)
    const started = Date.now()
    try {
      const what = await runOnce(dataDir, await freePort())
      times.push((Date.now() - started) / 1000)
      console.log(`run ${i}/${runs}: ${what} in ${times.at(-1).toFixed(1)} s`)
    } catch (error) {
      console.error(`run ${i}/${runs} FAILED after ${((Date.now() - started) / 1000).toFixed(1)} s: ${error.message}`)
      failed = true
    }
    if (!values.keep) fs.rmSync(dataDir, { recursive: true, force: true })
  }
}
const soakStarted = Date.now()
await Promise.all(Array.from({ length: Math.min(parallel, runs) }, worker))
if (!values.keep) fs.rmSync(base, { recursive: true, force: true })
if (times.length)
  console.log(
    `${times.length} of ${runs} runs passed; ${times.map((t) => t.toFixed(0)).join(', ')} s (${((Date.now() - soakStarted) / 60_000).toFixed(1)} min in all, ${parallel} at a time)`,
  )
process.exit(failed ? 1 : 0)
