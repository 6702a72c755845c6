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

const integration = (name: string, env: Record<string, string>) => ({
  resolve,
  test: {
    name,
    include: ['tests/int/**/*.int.test.ts'],
    environment: 'node',
    env: { ...REFUSALS_UNBOUNDED, ...env },
    // Each file boots its own Payload on its own fresh database; PGlite (WASM) is happiest in forks.
    pool: 'forks' as const,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})

/**
 * unit: rules, in milliseconds. int-pglite: the integration suite on embedded PGlite.
 * int-postgres: the same suite on a real PostgreSQL, when TEST_DATABASE_URL is set (as CI sets it).
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
          env: REFUSALS_UNBOUNDED,
        },
      },
      integration('int-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('int-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
})
