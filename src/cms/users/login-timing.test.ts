import { describe, expect, it, vi } from 'vitest'
import { equaliseUnknownLogin, hashLikePayload } from './login-timing'

describe('sign-in timing', () => {
  it('hashes the password for an unknown address, as Payload does for a known one', async () => {
    const hash = vi.fn(async () => {})
    await equaliseUnknownLogin(false, 'secret', hash)
    expect(hash).toHaveBeenCalledWith('secret')
    await equaliseUnknownLogin(true, 'secret', hash)
    expect(hash).toHaveBeenCalledTimes(1)
    await equaliseUnknownLogin(false, { not: 'a string' }, hash)
    expect(hash).toHaveBeenLastCalledWith('')
  })

  it('computes a real hash', async () => {
    await expect(hashLikePayload('secret')).resolves.toBeUndefined()
  })
})
