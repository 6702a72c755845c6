// Which Debian Chromium the browser tests drive: CHROMIUM_PATH, else Debian's `chromium-headless-shell` (the old
// headless shell, what Playwright itself runs headless: no browser UI of its own; the same specs took 68 s in it
// against 97 s in the full browser, docs/benchmarks.md "Browser tests"), else the full `chromium`.
import fs from 'node:fs'

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']

/** @returns {string} the browser to launch (the first candidate when none is installed, for the error message) */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) || CHROMIUM_CANDIDATES[0]
}
