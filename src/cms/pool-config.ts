/**
 * The database pool's bounds: a connection attempt and a statement each have a time
 * limit, so a stalled database or a runaway query fails one request instead of holding a connection
 * forever. From the environment, with safe defaults; a malformed value falls back with a warning.
 */
export type PoolBounds = {
  max: number
  connectionTimeoutMillis: number
  statement_timeout?: number
  idle_in_transaction_session_timeout?: number
}

function intFrom(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
  warn: (m: string) => void,
): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (Number.isInteger(value) && value >= min && value <= max) return value
  warn(`${name} must be a whole number from ${min} to ${max}; using ${fallback}`)
  return fallback
}

export function poolBounds(env: Record<string, string | undefined>, warn: (message: string) => void): PoolBounds {
  const statementMs = intFrom(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000, 0, 3_600_000, warn)
  return {
    max: intFrom(env, 'DATABASE_POOL_MAX', 10, 1, 200, warn),
    connectionTimeoutMillis: intFrom(env, 'DATABASE_CONNECT_TIMEOUT_MS', 10_000, 100, 600_000, warn),
    // Sent in each connection's startup message; 0 switches the limit off (e.g. for a long manual migration).
    ...(statementMs > 0
      ? { statement_timeout: statementMs, idle_in_transaction_session_timeout: Math.max(statementMs, 60_000) }
      : {}),
  }
}
