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
import type { Tire, Vehicle } from '../contract'

const tire = (threadStatusId: number): Tire => ({
  equipmentPosition: 'VF',
  wheel: {
    name: 'Nokian Hakkapeliitta R5',
    sectionWidth: 205,
    aspectRatio: 55,
    rimDiameter: 16,
    threadPattern: 'R5',
    threadDepth: 3.5,
    threadStatusId,
    threadStatusMessage: '',
  },
})
const station = {
  locationName: 'Bilhallen',
  departmentName: 'Däck',
  erpId: 'E1',
  phone: '08-12 34 56',
  email: 'dack@example.se',
}
const vehicle: Vehicle = {
  regNo: 'AAA111',
  name: 'Volvo XC60',
  brand: 'Volvo',
  brandCode: 'VO',
  model: 'XC60',
  productId: 'P1',
  packageLevel: 'Plus',
  location: station,
  tires: [],
}

describe('vehicle view (spec 2 §2.5, §8)', () => {
  it('shows the searched vehicle, else the first', () => {
    const a: Vehicle = { ...vehicle, regNo: 'AAA111' }
    const b: Vehicle = { ...vehicle, regNo: 'BBB222' }
    expect(vehicleOf({ status: 0, vehicles: [a, b] }, 'BBB222')).toBe(b)
    expect(vehicleOf({ status: 0, vehicles: [a, b] }, 'CCC333')).toBe(a)
    expect(vehicleOf(undefined, 'AAA111')).toBeNull()
  })

  it('formats the size from its parts', () => {
    expect(tyreSize(tire(0).wheel)).toBe('205/55 R16')
    expect(tyreSize({ sectionWidth: 225, aspectRatio: 0, rimDiameter: 0 })).toBe('225')
    expect(tyreSize({ sectionWidth: 0, aspectRatio: 0, rimDiameter: 0 })).toBe('')
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
