import { describe, expect, it } from 'vitest'
import { isLoggedIn, nextScreen, resumeScreen, SCREENS, settle, type FlowEvent, type Screen } from './screens'
import type { TyreSession } from './session'
import type { Vehicle } from './types'

const vehicle: Vehicle = {
  regNo: 'TYR123',
  location: { locationName: 'Bilhallen', departmentName: 'Däck', erpId: 'E1', phone: '08-1', email: 'a@b.se' },
  tires: [],
}
const loggedIn: TyreSession = { validated: { status: 0, vehicles: [vehicle] } }

describe('nextScreen (spec 2 §4.3)', () => {
  const path: [Screen, FlowEvent['type'], Screen][] = [
    ['search', 'found', 'login'],
    ['login', 'codeSent', 'validate'],
    ['validate', 'validated', 'loggedIn'],
    ['loggedIn', 'book', 'booking'],
    ['booking', 'back', 'loggedIn'],
    ['booking', 'booked', 'confirmation'],
  ]
  it.each(path)('%s --%s--> %s', (from, type, to) => {
    expect(nextScreen(from, { type } as FlowEvent)).toBe(to)
  })

  it('resets every screen to Search (log out, another car)', () => {
    for (const screen of SCREENS) expect(nextScreen(screen, { type: 'reset' })).toBe('search')
  })

  it('ignores an event that does not belong to the screen', () => {
    expect(nextScreen('search', { type: 'booked' })).toBe('search')
    expect(nextScreen('confirmation', { type: 'back' })).toBe('confirmation')
    expect(nextScreen('login', { type: 'validated' })).toBe('login')
  })
})

describe('settle and resume', () => {
  it('a validated session (status 0) jumps to LoggedIn from Search, Login or Validate', () => {
    expect(settle('search', loggedIn)).toBe('loggedIn')
    expect(settle('login', loggedIn)).toBe('loggedIn')
    expect(settle('validate', loggedIn)).toBe('loggedIn')
    expect(settle('booking', loggedIn)).toBe('booking')
  })

  it('any other status is not logged in, and the screens after login fall back to Search', () => {
    const other: TyreSession = { validated: { status: 1, vehicles: [vehicle] } }
    expect(isLoggedIn(other)).toBe(false)
    expect(settle('loggedIn', other)).toBe('search')
    expect(settle('confirmation', {})).toBe('search')
    expect(settle('validate', {})).toBe('validate')
  })

  it('resumes where the tab session was', () => {
    expect(resumeScreen({})).toBe('search')
    const customer = { encryptedPhoneNumber: 'x', obfuscatedPhoneNumber: '*** ** 12', regNo: 'TYR123' }
    expect(resumeScreen({ customer })).toBe('login')
    expect(resumeScreen({ customer, credentials: { authorizationToken: 't' } })).toBe('validate')
    expect(resumeScreen(loggedIn)).toBe('loggedIn')
    const confirmation = {
      bookingConfirmationId: 'B1',
      appointmentTime: null,
      isFullDay: false,
      services: [],
      workshop: { name: '', address: '', email: '', phoneNumber: '' },
      freeText: null,
      customerBase: { firstName: '', lastName: '', email: '', phoneMobile: '' },
    }
    expect(resumeScreen({ ...loggedIn, confirmation })).toBe('confirmation')
  })
})
