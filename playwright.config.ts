import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './scripts/chromium.mjs'

const PORT = Number(process.env.E2E_PORT || 3100)
const CHROMIUM = chromiumPath()
const E2E_DATA_DIR = process.env.E2E_DATA_DIR || '.e2e-data'
// A fixed port for the embedded database, so the resilience test can put a breakable link in front of it.
const E2E_PGLITE_PORT = Number(process.env.E2E_PGLITE_PORT || 55432)

/**
 * Browser tests drive Debian's Chromium headless shell (never a downloaded browser; scripts/chromium.mjs) against the
 * production build,
 * started by the same `scripts/start.mjs` as `npm start`, on a fresh embedded database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // One retry under CI only: on its 2-core machine a page now and then misses the 60 s budget while the other worker
  // renders a heavy page; a retried test is reported as flaky in the output, and one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://se.localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // One sign-in for the whole run, before any test (tests/e2e/editor.setup.ts says why).
    { name: 'editor-session', testMatch: /editor\.setup\.ts$/ },
    { name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['editor-session'] },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    timeout: 20 * 60_000,
    reuseExistingServer: !process.env.CI,
    // start.mjs stops `next start` and the embedded database on SIGTERM; give it time to.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    // Every test browses from 127.0.0.1 and many send refused requests on purpose: the refusal budget
    // (src/platform/refusal-gate.ts, tested in its unit tests and bench/abuse.mjs) would hold them all back,
    // and the whole suite's page renders would use up one address's render budget (src/platform/render-gate.ts).
    env: {
      PORT: String(PORT),
      HEALTH_TOKEN: 'e2e-health-token',
      DATA_DIR: E2E_DATA_DIR,
      PGLITE_PORT: String(E2E_PGLITE_PORT),
      DATABASE_URL: '',
      RATE_LIMIT_REFUSAL_IP: '100000000/60',
      RATE_LIMIT_RENDER_IP: '100000000/60',
    },
  },
})
