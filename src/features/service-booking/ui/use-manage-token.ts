'use client'
import { useCallback, useEffect, useReducer } from 'react'
import { forgetManageToken, takeManageToken } from './manage-token'

/** Session storage may be unavailable (privacy modes); a reload then shows the booking flow. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The manage link's token of the page (`?manage=<token>`, manage-token.ts), read after hydration (the server renders
 * the flow), and the way back to the flow, which forgets it.
 */
export function useManageToken(): [token: string | null, forget: () => void] {
  // A reducer, as the flow's stored session (use-booking.ts): the token is the browser's, set once it is read.
  const [token, setToken] = useReducer((_: string | null, next: string | null) => next, null)

  useEffect(() => {
    const replace = (address: string) => window.history.replaceState(window.history.state, '', address)
    setToken(takeManageToken(window.location.href, replace, tabStorage()))
  }, [])

  const forget = useCallback(() => {
    forgetManageToken(window.location.href, tabStorage())
    setToken(null)
  }, [])

  return [token, forget]
}
