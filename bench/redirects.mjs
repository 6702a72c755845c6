// `npm run bench:redirects`: redirect lookup cost at 100, 10,000 and 100,000 rules (hits and misses).
// Run with tsx at start-up; the timer keeps Node 20's event loop open while the TypeScript loads
// (tsx's loader thread holds no handle on Node 20's event loop).
const keepAlive = setInterval(() => {}, 60_000)
try {
  const { benchRedirects } = await import('./kits/redirects.ts')
  const rows = benchRedirects()
  console.log('| rules | ns per hit | ns per miss | heap |')
  console.log('|---|---|---|---|')
  for (const r of rows)
    console.log(
      `| ${r.rules.toLocaleString('en')} | ${Math.round(r.hitNs)} | ${Math.round(r.missNs)} | ${(r.heapBytes / 2 ** 20).toFixed(1)} MB |`,
    )
} finally {
  clearInterval(keepAlive)
}
