import { EventEmitter } from 'node:events'
import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { keepAliveOnDatabaseErrors } from './resilience'

describe('database connections that die (the app keeps running)', () => {
  it('listens for errors on the pool and on every client it connects, checked out or idle', () => {
    const pool = new EventEmitter()
    const warn = vi.fn()
    keepAliveOnDatabaseErrors({ db: { pool }, logger: { warn } } as unknown as Payload)
    const client = new EventEmitter()
    pool.emit('connect', client)
    // An EventEmitter throws an 'error' nobody listens to: that was the uncaught exception.
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow()
    expect(() => pool.emit('error', new Error('idle client lost'))).not.toThrow()
    expect(warn).toHaveBeenCalledTimes(2)
    expect(() => new EventEmitter().emit('error', new Error('x'))).toThrow()
  })
})
