// Entry of the redirects command process (see scripts/seed-entry.mjs for the keep-alive).
const keepAlive = setInterval(() => {}, 60_000)
try {
  await import('../src/redirects/cli.ts')
} finally {
  clearInterval(keepAlive)
}
