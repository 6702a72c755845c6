import { describe, expect, it } from 'vitest'
import { mayReadHealthDetails } from './token'

describe('health details', () => {
  it('are shown only with the configured bearer token', () => {
    expect(mayReadHealthDetails('Bearer s3cret-token', 's3cret-token')).toBe(true)
    expect(mayReadHealthDetails('Bearer wrong', 's3cret-token')).toBe(false)
    expect(mayReadHealthDetails('s3cret-token', 's3cret-token')).toBe(false)
    expect(mayReadHealthDetails(null, 's3cret-token')).toBe(false)
    expect(mayReadHealthDetails('Bearer ', '')).toBe(false)
    expect(mayReadHealthDetails('Bearer x', undefined)).toBe(false)
  })
})
