import { describe, expect, it } from 'vitest'
import type { Car, Location } from './contract'
import {
  addonButtons,
  canOpen,
  INITIAL,
  reduce,
  servicesComplete,
  stepLabel,
  type BookingSession,
  type SelectedService,
} from './state'

const volvo: Car = {
  registrationNumber: 'ABC123',
  brand: 'Volvo',
  model: 'XC60',
  buildYear: 2020,
  hasServiceAgreement: true,
  isSupported: true,
}
const kia: Car = { ...volvo, registrationNumber: 'XYZ789', brand: 'Kia', hasServiceAgreement: false }
const uppsala: Location = {
  name: 'Uppsala',
  latitude: 59.86,
  longitude: 17.64,
  placeId: 'se-c-uppsala',
  region: 'Uppsala län',
}
const lund: Location = { name: 'Lund', latitude: 55.7, longitude: 13.19, placeId: 'se-m-lund', region: 'Skåne län' }

const service = (over: Partial<SelectedService> = {}): SelectedService => ({
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
  requiresMileage: false,
  ...over,
})

const run = (...events: Parameters<typeof reduce>[1][]) => events.reduce(reduce, INITIAL)
const lookedUp = (car = volvo, location = uppsala) => ({ type: 'lookedUp' as const, car, location })

describe('service booking state (spec 2 §4.1)', () => {
  it('starts at step 1 of 4 with nothing reached: the count shown is the same on every step', () => {
    expect(stepLabel(INITIAL)).toEqual({ n: 1, max: 4 })
    expect(INITIAL.bookingState).toBe(0)
  })

  it('a lookup moves to step 2, sets the maximum to 4 and keeps place and region', () => {
    const s = run(lookedUp())
    expect(s).toMatchObject({
      bookingState: 2,
      displayState: 2,
      maxBookingState: 4,
      lat: 59.86,
      lng: 17.64,
      region: 'Uppsala län',
      car: volvo,
    })
    expect(stepLabel(s)).toEqual({ n: 2, max: 4 })
  })

  it('a new plate or a new place clears the chosen services and workshop', () => {
    const chosen = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'servicesDone' },
      { type: 'addonsDone' },
    )
    expect(chosen.displayState).toBe(4)
    for (const next of [reduce(chosen, lookedUp(kia)), reduce(chosen, lookedUp(volvo, lund))]) {
      expect(next.services).toEqual({})
      expect(next).toMatchObject({ bookingState: 2, displayState: 2, bookingInfo: null })
    }
  })

  it('the same plate and place resubmitted return to the current step', () => {
    const at4 = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'servicesDone' },
      { type: 'addonsDone' },
      { type: 'open', step: 1 },
    )
    expect(at4.displayState).toBe(1)
    const again = reduce(at4, lookedUp())
    expect(again.displayState).toBe(4)
    expect(Object.keys(again.services)).toEqual(['S1'])
  })

  it('step 2 continues only with a service; the mileage and user input must be filled', () => {
    let s = run(lookedUp())
    expect(reduce(s, { type: 'servicesDone' }).displayState).toBe(2)
    s = reduce(s, { type: 'setService', code: 'ORIG', entry: service({ requiresMileage: true }) })
    expect(servicesComplete(s)).toBe(false)
    s = reduce(s, { type: 'setMileage', milage: 4500 })
    expect(servicesComplete(s)).toBe(true)
    s = reduce(s, { type: 'setService', code: 'MSG', entry: service({ userInput: '' }) })
    expect(servicesComplete(s)).toBe(false)
    s = reduce(s, { type: 'setService', code: 'MSG', entry: service({ userInput: 'Bromsarna låter' }) })
    expect(servicesComplete(s)).toBe(true)
    expect(reduce(s, { type: 'servicesDone' })).toMatchObject({ displayState: 3, bookingState: 3 })
  })

  it('step 3 is skipped when there are no add-ons or they fail, dropping add-ons chosen before', () => {
    const s = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'setService', code: 'A1', entry: service({ type: 'addon' }) },
      { type: 'servicesDone' },
      { type: 'addonsSkipped' },
    )
    expect(s).toMatchObject({ displayState: 4, bookingState: 4 })
    expect(Object.keys(s.services)).toEqual(['S1'])
  })

  it("step 3's buttons: without add-ons only with none, continue only with some", () => {
    let s = run(lookedUp(), { type: 'setService', code: 'S1', entry: service() }, { type: 'servicesDone' })
    expect(addonButtons(s)).toEqual({ withoutAddons: true, withAddons: false })
    s = reduce(s, { type: 'setService', code: 'A1', entry: service({ type: 'addon' }) })
    expect(addonButtons(s)).toEqual({ withoutAddons: false, withAddons: true })
  })

  it('earlier steps reopen; later steps than reached do not', () => {
    const s = run(lookedUp(), { type: 'setService', code: 'S1', entry: service() }, { type: 'servicesDone' })
    expect(reduce(s, { type: 'open', step: 4 }).displayState).toBe(3)
    const back = reduce(s, { type: 'open', step: 2 })
    expect(back).toMatchObject({ displayState: 2, bookingState: 3 })
    expect(reduce(back, { type: 'open', step: 3 }).displayState).toBe(3)
    expect(canOpen(s, 5)).toBe(false)
  })

  it('changing the services clears the chosen workshop; removing the last service closes the later steps', () => {
    const picked = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'servicesDone' },
      { type: 'addonsDone' },
      { type: 'pickSlot', info: slot() },
    )
    expect(picked.bookingInfo).not.toBeNull()
    const changed = reduce(picked, { type: 'setService', code: 'S2', entry: service() })
    expect(changed.bookingInfo).toBeNull()
    expect(changed.bookingState).toBe(4)
    expect(reduce(picked, { type: 'setService', code: 'S1', entry: null }).bookingState).toBe(2)
  })

  it('a booking confirms at step 5; only a new booking leaves it', () => {
    const picked = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'servicesDone' },
      { type: 'addonsDone' },
      { type: 'pickSlot', info: slot() },
    )
    const booked = reduce(picked, {
      type: 'booked',
      confirmation: { id: '42', registrationNumber: 'ABC123', kobraProductIds: ['S1'], email: 'a@b.se' },
    })
    expect(booked).toMatchObject({ bookingState: 5, displayState: 5 })
    expect(reduce(booked, { type: 'open', step: 2 }).displayState).toBe(5)
    expect(reduce(booked, { type: 'reset' })).toEqual(INITIAL)
  })

  it('"Change workshop or time" reverts the choice; repricing updates only chosen entries', () => {
    let s: BookingSession = run(
      lookedUp(),
      { type: 'setService', code: 'S1', entry: service() },
      { type: 'pickSlot', info: slot() },
    )
    s = reduce(s, {
      type: 'repriced',
      prices: {
        S1: { price: 1800, priceKnown: true, priceDiscount: 1500, unitPrice: null },
        OTHER: { price: 1, priceKnown: true, priceDiscount: null, unitPrice: null },
      },
    })
    expect(s.services.S1).toMatchObject({ price: 1800, priceDiscount: 1500 })
    expect(s.services.OTHER).toBeUndefined()
    expect(reduce(s, { type: 'changeSlot' }).bookingInfo).toBeNull()
  })
})

function slot() {
  return {
    workshop: {
      departmentId: '7',
      siteId: '3',
      siteName: 'Verkstad Uppsala',
      address: 'Gatan 1',
      latitude: 59.8,
      longitude: 17.6,
      brands: ['Volvo'],
      firstTimeSlot: null,
    },
    date: '2026-12-01',
    time: '09:00',
    isFullDay: false,
  }
}
