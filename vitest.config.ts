import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * `server-only` throws outside a React Server bundle (its default export); tests run server code in
 * plain Node, so they get its empty module, as Next's server build does.
 */
const resolve = {
  tsconfigPaths: true,
  alias: { 'server-only': fileURLToPath(new URL('./node_modules/server-only/empty.js', import.meta.url)) },
}

/**
 * Suites send many refused requests from one address on purpose; the refusal budget (src/platform/refusal-gate.ts)
 * would hold them back after 30. Its own tests set a small budget.
 */
const REFUSALS_UNBOUNDED = { RATE_LIMIT_REFUSAL_IP: '100000000/60' }

/** The server layers' tests send hundreds of requests, each a log line at info (src/platform/server/request-log.ts). */
const WARNINGS_AND_UP = { LOG_LEVEL: 'warn' }

/** The seed's demo drawings, rendered once per checkout and shared with `npm start` (src/demo/seed/run.ts). */
const SEED_IMAGE_CACHE = fileURLToPath(new URL('./.build/seed-images', import.meta.url))

/**
 * With a PostgreSQL to test on (TEST_DATABASE_URL, as CI sets it) the whole integration suite runs there, and on the
 * embedded PGlite only the files whose subject behaves differently on it: its one session (transactions, the outbox's
 * claims, capacity locks), its notifications (invalidation, render cache) and what the CMS and search do over it. The
 * browser tests and the start soak run everything else on PGlite. `TEST_PGLITE=all` runs the whole suite on both.
 */
const PGLITE_SPECIFIC = [
  'booking-manage',
  'cms-rest',
  'invalidation',
  'outbox',
  'platform',
  'render-cache',
  'search',
  'transactions',
  'workshop-booking',
  'workshop-capacity',
]
const pgliteFiles =
  process.env.TEST_DATABASE_URL && process.env.TEST_PGLITE !== 'all'
    ? PGLITE_SPECIFIC.map((name) => `tests/int/${name}.int.test.ts`)
    : ['tests/int/**/*.int.test.ts']

const integration = (name: string, include: string[], env: Record<string, string>) => ({
  resolve,
  test: {
    name,
    include,
    environment: 'node',
    env: { ...REFUSALS_UNBOUNDED, SEED_IMAGE_CACHE, ...env },
    // Each file boots its own Payload on its own fresh database, copied from one migrated per run; PGlite (WASM) is
    // happiest in forks.
    globalSetup: ['tests/helpers/template-database.ts'],
    pool: 'forks' as const,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})

/**
 * unit: rules, in milliseconds. int-pglite: the integration suite on embedded PGlite (the files above when
 * PostgreSQL is there). int-postgres: the suite on a real PostgreSQL, when TEST_DATABASE_URL is set (as CI sets it).
 */
export default defineConfig({
  test: {
    // Vitest's default leaves one core idle; the integration files mostly wait on PostgreSQL and the disk, so on
    // CI's 2 cores two forks run the whole suite in 391 s instead of 602 s (measured 26 Nov, docs/benchmarks.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          env: { ...REFUSALS_UNBOUNDED, ...WARNINGS_AND_UP },
        },
      },
      integration('int-pglite', pgliteFiles, { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL
        ? [integration('int-postgres', ['tests/int/**/*.int.test.ts'], { TEST_DB: 'postgres' })]
        : []),
    ],
  },
})
