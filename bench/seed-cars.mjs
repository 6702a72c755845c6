// Times `npm run seed -- --cars N` on a fresh database, and the car generation + insert phase alone.
// Usage: node bench/seed-cars.mjs [N]   (embedded PGlite; set DATABASE_URL to measure a PostgreSQL)
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const cars = Number(process.argv[2] || 200_000)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-seed-'))
const started = Date.now()
let carPhaseStart = null
let carPhaseEnd = null
const child = spawn(process.execPath, ['scripts/seed.mjs', '--cars', String(cars)], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, DATA_DIR: dataDir },
})
const onLine = (line) => {
  if (line.includes('car images ready')) carPhaseStart = Date.now()
  if (/new cars \(of/.test(line)) carPhaseEnd = Date.now()
}
let pending = ''
child.stdout.on('data', (chunk) => {
  pending += chunk
  const lines = pending.split('\n')
  pending = lines.pop()
  lines.forEach(onLine)
})
child.stderr.pipe(process.stderr)
const code = await new Promise((resolve) => child.on('exit', resolve))
fs.rmSync(dataDir, { recursive: true, force: true })
if (code !== 0) process.exit(code)
const total = (Date.now() - started) / 1000
const carSeconds = carPhaseStart && carPhaseEnd ? (carPhaseEnd - carPhaseStart) / 1000 : NaN
console.log(
  JSON.stringify({
    database: process.env.DATABASE_URL ? 'postgresql' : 'pglite',
    cars,
    totalSeconds: Number(total.toFixed(1)),
    carInsertSeconds: Number(carSeconds.toFixed(1)),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`,
  }),
)
