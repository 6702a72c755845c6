// Entry of the seed process: `node --import tsx scripts/seed-entry.mjs`.
// On Node 20, waiting for tsx's loader thread (which compiles the TypeScript graph) holds no handle
// on the event loop, so the process could drain and end mid-import: exit 0 under `payload run`, exit
// 13 ("unsettled top-level await") under --import, about one run in five here. A timer keeps the loop
// open until the seed settles; src/seed/run.ts ends the process itself.
const keepAlive = setInterval(() => {}, 60_000)
try {
  await import('../src/seed/run.ts')
} finally {
  clearInterval(keepAlive)
}
