import { describe, expect, it } from 'vitest'
import { INITIAL, reduce, type SelectedService } from './state'
import { clearSession, loadSession, saveSession, STORAGE_KEYS } from './storage'
import { MemoryStorage } from '../../../../tests/kits/memory-storage'

const entry: SelectedService = {
  name: 'Service',
  price: 2000,
  priceKnown: true,
  priceDiscount: null,
  category: 'Service',
  unit: 1,
  userInput: null,
  type: 'service',
  unitAbbreviation: null,
  unitPrice: null,
  requiresMileage: true,
}

const session = [
  {
    type: 'lookedUp' as const,
    car: {
      registrationNumber: 'ABC123',
      brand: 'Volvo',
      model: 'XC60',
      buildYear: 2020,
      hasServiceAgreement: true,
      isSupported: true,
    },
    location: { name: 'Uppsala', latitude: 59.86, longitude: 17.64, placeId: 'se-c-uppsala', region: 'Uppsala län' },
  },
  { type: 'setService' as const, code: 'S1', entry },
  { type: 'setMileage' as const, milage: 4500 },
  { type: 'servicesDone' as const },
].reduce(reduce, INITIAL)

describe('booking state in sessionStorage (spec 2 §3)', () => {
  it("stores each field under the spec's key and reads the same session back (reload keeps the step)", () => {
    const storage = new MemoryStorage()
    saveSession(storage, session)
    expect([...storage.map.keys()].sort()).toEqual([...STORAGE_KEYS].sort())
    expect(JSON.parse(storage.getItem('bookingState')!)).toBe(3)
    expect(JSON.parse(storage.getItem('milage')!)).toBe(4500)
    expect(loadSession(storage)).toEqual(session)
  })

  it('ignores entries that do not read back as their type', () => {
    const storage = new MemoryStorage()
    saveSession(storage, session)
    storage.setItem('milage', '"lots"')
    storage.setItem('services', '{"S1":{"name":1}}')
    const loaded = loadSession(storage)
    expect(loaded.milage).toBeNull()
    expect(loaded.services).toEqual({})
    expect(loaded.displayState).toBe(3)
  })

  it('never shows a step that was not reached, nor any step without a car and place', () => {
    const storage = new MemoryStorage()
    saveSession(storage, session)
    storage.setItem('displayState', '5')
    expect(loadSession(storage).displayState).toBe(3)
    storage.setItem('car', 'not json')
    expect(loadSession(storage)).toEqual(INITIAL)
  })

  it('clearing removes every key', () => {
    const storage = new MemoryStorage()
    saveSession(storage, session)
    clearSession(storage)
    expect(storage.map.size).toBe(0)
    expect(loadSession(storage)).toEqual(INITIAL)
  })
})
