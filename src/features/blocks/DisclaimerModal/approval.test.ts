import { describe, expect, it } from 'vitest'
import { approvalKey, approve, isApproved } from './approval'

const memory = () => {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('disclaimer approval', () => {
  it('is asked until approved, per block', () => {
    const store = memory()
    expect(isApproved(store, 'a')).toBe(false)
    approve(store, 'a')
    expect(isApproved(store, 'a')).toBe(true)
    expect(isApproved(store, 'b')).toBe(false)
    expect(approvalKey('a')).toBe('disclaimer-approved:a')
  })

  it('asks again when storage fails or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(() => approve(broken, 'a')).not.toThrow()
    expect(isApproved(broken, 'a')).toBe(false)
    expect(isApproved(null, 'a')).toBe(false)
  })
})
