/**
 * The tyre hotel's screens and their transitions (spec 2 §2.5, §4.3): one page, one screen at a time.
 * Pure: the component keeps the screen in state and asks `nextScreen` what an event leads to.
 */
import type { TyreSession } from './session'

export const SCREENS = ['search', 'login', 'validate', 'loggedIn', 'booking', 'confirmation'] as const
export type Screen = (typeof SCREENS)[number]

export type FlowEvent =
  /** Search found an agreement. */
  | { type: 'found' }
  /** Login sent the code. */
  | { type: 'codeSent' }
  /** The code was accepted (validated status 0). */
  | { type: 'validated' }
  /** 'Boka hjulskifte'. */
  | { type: 'book' }
  /** 'Tillbaka' on the booking screen. */
  | { type: 'back' }
  /** The booking answered 200. */
  | { type: 'booked' }
  /** Log out or 'Boka tid för annan bil': everything back to Search. */
  | { type: 'reset' }

const MOVES: Record<Exclude<FlowEvent['type'], 'reset'>, { from: Screen; to: Screen }> = {
  found: { from: 'search', to: 'login' },
  codeSent: { from: 'login', to: 'validate' },
  validated: { from: 'validate', to: 'loggedIn' },
  book: { from: 'loggedIn', to: 'booking' },
  back: { from: 'booking', to: 'loggedIn' },
  booked: { from: 'booking', to: 'confirmation' },
}

/** The screen an event leads to; an event that does not belong to the current screen changes nothing. */
export function nextScreen(screen: Screen, event: FlowEvent): Screen {
  if (event.type === 'reset') return 'search'
  const move = MOVES[event.type]
  return move.from === screen ? move.to : screen
}

/** spec 2 §2.5: a customer whose validated status is 0 is logged in. */
export const isLoggedIn = (session: TyreSession): boolean =>
  session.validated?.status === 0 && session.validated.vehicles.length > 0

const BEFORE_LOGIN: ReadonlySet<Screen> = new Set(['search', 'login', 'validate'])

/**
 * spec 2 §4.3: an already validated session jumps to LoggedIn from Search, Login or Validate; the
 * screens after login need one (a session that lost it starts over at Search).
 */
export function settle(screen: Screen, session: TyreSession): Screen {
  if (isLoggedIn(session)) return BEFORE_LOGIN.has(screen) ? 'loggedIn' : screen
  return BEFORE_LOGIN.has(screen) ? screen : 'search'
}

/** Where a restored tab session resumes: the confirmation it ended on, else as far as it had come. */
export function resumeScreen(session: TyreSession): Screen {
  if (isLoggedIn(session)) return session.confirmation ? 'confirmation' : 'loggedIn'
  if (session.customer && session.credentials) return 'validate'
  if (session.customer) return 'login'
  return 'search'
}
