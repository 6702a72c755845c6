import { describe, expect, it } from 'vitest'
import { leadStatus } from './status'

describe('a lead’s status from its deliveries', () => {
  it('is delivered when every delivery is done, failed when one is dead, else received', () => {
    expect(leadStatus([{ status: 'done' }, { status: 'done' }, { status: 'done' }])).toBe('delivered')
    expect(leadStatus([{ status: 'done' }, { status: 'pending' }])).toBe('received')
    expect(leadStatus([{ status: 'processing' }])).toBe('received')
    expect(leadStatus([{ status: 'done' }, { status: 'dead' }, { status: 'pending' }])).toBe('failed')
    expect(leadStatus([])).toBe('received')
  })
})
