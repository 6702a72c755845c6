'use client'
import { useCallback, useEffect, useReducer } from 'react'
import { INITIAL, reduce, type BookingEvent, type BookingSession } from './state'
import { clearSession, loadSession, saveSession } from './storage'

/** Session storage may be unavailable (privacy modes); the flow then simply forgets on reload. */
function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The booking state machine bound to sessionStorage: read once after mounting (the server renders
 * step 1; the stored step follows on the client), written after every change.
 */
export function useBooking() {
  // `ready` once the stored session is read (the 'restore' event), so nothing is written before that.
  const [{ session, ready }, dispatch] = useReducer(
    (state: { session: BookingSession; ready: boolean }, event: BookingEvent) => ({
      session: reduce(state.session, event),
      ready: state.ready || event.type === 'restore',
    }),
    { session: INITIAL, ready: false },
  )

  useEffect(() => {
    const store = storage()
    dispatch({ type: 'restore', session: store ? loadSession(store) : INITIAL })
  }, [])

  useEffect(() => {
    const store = storage()
    if (ready && store) {
      try {
        saveSession(store, session)
      } catch (error) {
        console.warn('booking state not saved', error)
      }
    }
  }, [ready, session])

  /** "New booking" (spec 2 §4.1): resets everything and reloads. */
  const startOver = useCallback(() => {
    const store = storage()
    if (store) clearSession(store)
    dispatch({ type: 'reset' })
    window.location.reload()
  }, [])

  return { session, dispatch: dispatch as (event: BookingEvent) => void, ready, startOver }
}
