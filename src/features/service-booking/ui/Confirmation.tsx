'use client'
import { useEffect, useRef } from 'react'
import { LazyMap } from '@/features/maps/LazyMap.client'
import { workshopView } from '@/features/maps/view'
import { Button } from '@/ui/Button'
import { translator } from '@/i18n/catalogue'
import { formatDay } from './format'
import { directionsUrl } from './geo'
import type { BookingInfo } from './state'
import type { ServiceBookingMessages } from './strings'
import styles from './ServiceBooking.module.css'

type Props = {
  info: BookingInfo
  locale: string
  mapStyleUrl: string
  onNewBooking: () => void
  t: ServiceBookingMessages
}

/**
 * Step 5 (spec 2 §2.1): the confirmation, the workshop on a map (zoom 15, spec 2 §9; the address and
 * directions link stand alone when it cannot load), a map-directions link and "New booking".
 */
export function Confirmation({ info, locale, mapStyleUrl, onNewBooking, t }: Props) {
  const tr = translator(t)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  const confirmation = info.confirmation!
  return (
    <section className={styles.confirmation} aria-labelledby="booking-confirmed" data-testid="booking-confirmed">
      <h2 id="booking-confirmed" ref={heading} tabIndex={-1} className={styles.stepTitle}>
        {t.step5}
      </h2>
      <p>{tr('confirmedText', { id: confirmation.id, email: confirmation.email })}</p>
      <p>
        <strong>{info.workshop.siteName}</strong>, {info.workshop.address}
        <br />
        {formatDay(info.date, locale)} {info.isFullDay ? t.fullDayShort : info.time}
      </p>
      <p>
        <a
          href={directionsUrl(info.workshop.latitude, info.workshop.longitude)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="directions"
        >
          {tr('directions', { workshop: info.workshop.siteName })}
          <span className={styles.visuallyHidden}> {t.newTab}</span>
        </a>
      </p>
      <LazyMap
        label={tr('workshopMap', { workshop: info.workshop.siteName })}
        name="workshop"
        styleUrl={mapStyleUrl}
        view={workshopView({ lat: info.workshop.latitude, lng: info.workshop.longitude })}
        markers={[
          {
            id: String(info.workshop.departmentId),
            lat: info.workshop.latitude,
            lng: info.workshop.longitude,
            label: info.workshop.siteName,
          },
        ]}
      />
      <Button onClick={onNewBooking} data-testid="new-booking">
        {t.newBooking}
      </Button>
    </section>
  )
}
