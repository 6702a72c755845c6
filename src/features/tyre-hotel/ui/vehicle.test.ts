import { describe, expect, it } from 'vitest'
import {
  formatDepth,
  hasWarning,
  positionLabel,
  mapSearchUrl,
  needsReplacement,
  telHref,
  tyreSize,
  vehicleOf,
} from './vehicle'
import type { Tire, Vehicle } from './types'

const tire = (threadStatusId: number): Tire => ({
  equipmentPosition: 'VF',
  wheel: { sectionWidth: 205, aspectRatio: 55, rimDiameter: 16, threadDepth: 3.5, threadStatusId },
})
const station = {
  locationName: 'Bilhallen',
  departmentName: 'Däck',
  erpId: 'E1',
  phone: '08-12 34 56',
  email: 'dack@example.se',
}

describe('vehicle view (spec 2 §2.5, §8)', () => {
  it('shows the searched vehicle, else the first', () => {
    const a: Vehicle = { regNo: 'AAA111', location: station, tires: [] }
    const b: Vehicle = { regNo: 'BBB222', location: station, tires: [] }
    expect(vehicleOf({ status: 0, vehicles: [a, b] }, 'BBB222')).toBe(b)
    expect(vehicleOf({ status: 0, vehicles: [a, b] }, 'CCC333')).toBe(a)
    expect(vehicleOf(undefined, 'AAA111')).toBeNull()
  })

  it('formats the size from its parts', () => {
    expect(tyreSize(tire(0).wheel)).toBe('205/55 R16')
    expect(tyreSize({ sectionWidth: 225 })).toBe('225')
    expect(tyreSize({})).toBe('')
  })

  it('warns above 0 and recommends replacement at 1', () => {
    expect(hasWarning(tire(0))).toBe(false)
    expect(hasWarning(tire(2))).toBe(true)
    expect(needsReplacement([tire(0), tire(2)])).toBe(false)
    expect(needsReplacement([tire(0), tire(1)])).toBe(true)
  })

  it('formats depth, map and phone links', () => {
    expect(formatDepth(3.5, 'sv-SE')).toBe('3,5')
    expect(mapSearchUrl('Storgatan 1, Malmö')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Storgatan%201%2C%20Malm%C3%B6',
    )
    expect(telHref('08-12 34 56')).toBe('tel:08123456')
  })

  it('names the positions', () => {
    const t = {
      positionLF: 'Vänster fram',
      positionRF: 'Höger fram',
      positionLR: 'Vänster bak',
      positionRR: 'Höger bak',
    }
    expect(positionLabel('LR', t)).toBe('Vänster bak')
    expect(positionLabel('X9', t)).toBe('X9')
  })
})
