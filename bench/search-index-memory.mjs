// `node --import tsx bench/search-index-memory.mjs [N ...]` (default 3000 200000): the memory of one market's car
// index at N cars after a forced full collection, and three queries' median times (bench/kits/search-index-memory.ts).
// Each N runs in a process of its own, so one size's garbage and freed pages do not count towards the next.
// Prints a markdown table for docs/benchmarks.md.
import { execFileSync } from 'node:child_process'
import os from 'node:os'

const RUNS = 60
const [, , ...args] = process.argv

if (args[0] === '--one') {
  const keepAlive = setInterval(() => {}, 60_000) // tsx's loader thread holds no handle on Node 20's event loop
  const { measure } = await import('./kits/search-index-memory.ts')
  console.log(JSON.stringify(measure(Number(args[1]), RUNS)))
  clearInterval(keepAlive)
} else {
  const sizes = args.length ? args.map(Number) : [3000, 200_000]
  const mb = (bytes) => `${Math.round(bytes / 1e6).toLocaleString('en')} MB`
  const rows = sizes.map((n) =>
    JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', new URL(import.meta.url).pathname, '--one', String(n)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    ),
  )
  const names = Object.keys(rows[0].queries)
  console.log(
    `${new Date().toISOString().slice(0, 16)} UTC, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')}\n`,
  )
  console.log(`| cars | build | heap used (the index's) | external | array buffers | RSS | ${names.join(' | ')} |`)
  console.log(`|---|---|---|---|---|---|${names.map(() => '---|').join('')}`)
  for (const r of rows)
    console.log(
      `| ${r.cars.toLocaleString('en')} | ${(r.buildMs / 1000).toFixed(1)} s | ${mb(r.heapUsed)} (${mb(r.heapUsed - r.baseHeap)}) | ${mb(r.external)} | ${mb(r.arrayBuffers)} | ${mb(r.rss)} | ${names.map((name) => `${r.queries[name].toFixed(1)} ms`).join(' | ')} |`,
    )
}
