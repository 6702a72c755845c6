import { describe, expect, it } from 'vitest'
import { parseSession } from './session'

describe('session (one sessionStorage key)', () => {
  it('reads what was stored', () => {
    const session = { regNo: 'TYR123', validated: { status: 0, vehicles: [] } }
    expect(parseSession(JSON.stringify(session))).toEqual(session)
    expect(parseSession(null)).toEqual({})
  })

  it('reads anything unreadable as an empty session', () => {
    for (const raw of ['{', '[]', '"x"', '{"validated":{"status":0}}']) expect(parseSession(raw)).toEqual({})
  })
})
