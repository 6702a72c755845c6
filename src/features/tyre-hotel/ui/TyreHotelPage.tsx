'use client'
import type { ComponentProps } from 'react'
import { ManagePanel } from '@/features/service-booking/ui/ManagePanel'
import type { ServiceBookingMessages } from '@/features/service-booking/ui/strings'
import { useManageToken } from '@/features/service-booking/ui/use-manage-token'
import { TyreHotelFlow } from './TyreHotelFlow'

type Props = ComponentProps<typeof TyreHotelFlow> & {
  /** The manage view's texts: the booking page's, shared by both kinds of booking. */
  manage: ServiceBookingMessages
}

/**
 * The tyre hotel page: its flow, or, opened by a wheel change's manage link (`?manage=<token>` in the confirmation's
 * e-mail or SMS), that booking to change or cancel, as the booking page shows a service booking.
 */
export function TyreHotelPage({ manage, ...flow }: Props) {
  const [token, back] = useManageToken()
  if (!token) return <TyreHotelFlow {...flow} />
  return (
    <ManagePanel
      token={token}
      locale={flow.locale}
      onNewBooking={back}
      newBookingLabel={flow.t.manageBack}
      t={manage}
    />
  )
}
