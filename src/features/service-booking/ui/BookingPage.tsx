'use client'
import type { ComponentProps } from 'react'
import { ManagePanel } from './ManagePanel'
import { ServiceBooking } from './ServiceBooking'
import { useManageToken } from './use-manage-token'

/**
 * The booking page: the booking flow, or, opened by a confirmation's manage link (`?manage=<token>`), that booking to
 * change or cancel. The token is read after hydration (the server renders the flow), then dropped from the address.
 */
export function BookingPage(props: ComponentProps<typeof ServiceBooking>) {
  const [token, newBooking] = useManageToken()
  if (!token) return <ServiceBooking {...props} />
  return <ManagePanel token={token} locale={props.locale} onNewBooking={newBooking} t={props.t} />
}
