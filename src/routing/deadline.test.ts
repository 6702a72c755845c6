import { afterEach, describe, expect, it, vi } from 'vitest'
import { withDeadline } from './deadline'

afterEach(() => vi.useRealTimers())

describe('withDeadline', () => {
  it('passes on what settles in time', async () => {
    await expect(withDeadline(Promise.resolve(7), 100, 'load')).resolves.toBe(7)
    await expect(withDeadline(Promise.reject(new Error('down')), 100, 'load')).rejects.toThrow('down')
  })

  it('rejects, naming the work, when it never settles', async () => {
    vi.useFakeTimers()
    const result = withDeadline(new Promise(() => {}), 100, 'route table refresh')
    const settled = expect(result).rejects.toThrow('route table refresh took longer than 100 ms')
    await vi.advanceTimersByTimeAsync(100)
    await settled
  })
})
