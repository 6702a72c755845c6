'use client'

import type { ReactNode } from 'react'
import { pushWithConsent } from '@/features/shell/consent/analytics'
import { leadEvent, type LeadChannel } from './tracking'

/** A dealer's or seller's phone or e-mail link on a car's page that tells the data layer of the contact (after consent). */
export function LeadLink({
  href,
  carId,
  channel,
  children,
}: {
  href: string
  carId: string
  channel: Exclude<LeadChannel, 'form'>
  children: ReactNode
}) {
  return (
    <a href={href} onClick={() => pushWithConsent(leadEvent(carId, channel))}>
      {children}
    </a>
  )
}
