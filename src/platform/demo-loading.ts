import fs from 'node:fs'

/**
 * Whether `npm start`'s demo seed is still loading while this server already serves pages (scripts/start.mjs starts
 * the server once the sites' content is in, and the cars and their pictures follow): the file DEMO_LOADING_MARKER
 * names exists until the seed ends. Health answers `loading` meanwhile (src/routing/health/rules.ts), so a client
 * that needs the whole demo — the browser tests, a benchmark — waits for it. Once gone, it is not looked for again.
 */
let loaded = false

export function isDemoLoading(marker = process.env.DEMO_LOADING_MARKER): boolean {
  if (loaded || !marker) return false
  loaded = !fs.existsSync(marker)
  return !loaded
}
