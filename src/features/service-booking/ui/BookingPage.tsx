'use client'
import { useCallback, useEffect, useReducer, type ComponentProps } from 'react'
import { ManageBooking } from './ManageBooking'
import { forgetManageToken, takeManageToken } from './manage-token'
import { ServiceBooking } from './ServiceBooking'
import styles from './ServiceBooking.module.css'

/** Session storage may be unavailable (privacy modes); a reload then shows the booking flow. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * The booking page: the booking flow, or, opened by a confirmation's manage link (`?manage=<token>`), that booking to
 * change or cancel. The token is read after hydration (the server renders the flow), then dropped from the address.
 */
export function BookingPage(props: ComponentProps<typeof ServiceBooking>) {
  // A reducer, as the flow's stored session (use-booking.ts): the token is the browser's, set once it is read.
  const [token, setToken] = useReducer((_: string | null, next: string | null) => next, null)

  useEffect(() => {
    const replace = (address: string) => window.history.replaceState(window.history.state, '', address)
    setToken(takeManageToken(window.location.href, replace, tabStorage()))
  }, [])

  const newBooking = useCallback(() => {
    forgetManageToken(tabStorage())
    setToken(null)
  }, [])

  if (!token) return <ServiceBooking {...props} />
  return (
    <section className={styles.booking} aria-label={props.t.manageHeading}>
      <div className={styles.manage}>
        <ManageBooking token={token} locale={props.locale} onNewBooking={newBooking} t={props.t} />
      </div>
    </section>
  )
}
