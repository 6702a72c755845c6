import { describe, expect, it } from 'vitest'
import { clearSession, readSession, SESSION_KEY, writeSession } from './session'

function memoryStore() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map }
}

describe('session (one sessionStorage key)', () => {
  it('round-trips under one key and clears', () => {
    const store = memoryStore()
    writeSession(store, { regNo: 'TYR123', validated: { status: 0, vehicles: [] }, token: 't' })
    expect([...store.map.keys()]).toEqual([SESSION_KEY])
    expect(readSession(store)).toEqual({ regNo: 'TYR123', validated: { status: 0, vehicles: [] }, token: 't' })
    clearSession(store)
    expect(readSession(store)).toEqual({})
  })

  it('reads anything unreadable as an empty session', () => {
    const store = memoryStore()
    for (const raw of ['{', '[]', '"x"', '{"validated":{"status":0}}']) {
      store.map.set(SESSION_KEY, raw)
      expect(readSession(store)).toEqual({})
    }
  })

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('blocked') }, setItem: () => { throw new Error('full') }, removeItem: () => { throw new Error('blocked') } }
    expect(readSession(broken)).toEqual({})
    expect(() => writeSession(broken, {})).not.toThrow()
    expect(() => clearSession(broken)).not.toThrow()
  })
})
