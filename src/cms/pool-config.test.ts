import { describe, expect, it, vi } from 'vitest'
import { poolBounds } from './pool-config'

describe('database pool bounds', () => {
  it('limits connecting and every statement by default', () => {
    expect(poolBounds({}, () => {})).toEqual({
      max: 10,
      connectionTimeoutMillis: 10_000,
      statement_timeout: 30_000,
      idle_in_transaction_session_timeout: 60_000,
    })
  })

  it('takes the environment, 0 switching the statement limit off, and ignores malformed values', () => {
    const warn = vi.fn()
    expect(
      poolBounds(
        { DATABASE_POOL_MAX: '4', DATABASE_CONNECT_TIMEOUT_MS: '2000', DATABASE_STATEMENT_TIMEOUT_MS: '0' },
        warn,
      ),
    ).toEqual({ max: 4, connectionTimeoutMillis: 2000 })
    expect(poolBounds({ DATABASE_STATEMENT_TIMEOUT_MS: 'soon', DATABASE_POOL_MAX: '-1' }, warn)).toMatchObject({
      max: 10,
      statement_timeout: 30_000,
    })
    expect(warn).toHaveBeenCalledTimes(2)
  })
})
