import type { ReactNode } from 'react'
import type { TyreHotelMessages } from './strings'
import type { Station } from './types'
import { telHref } from './vehicle'
import styles from './TyreHotel.module.css'

/** Each screen's heading; the flow moves focus to it on a screen change (data-screen-heading). */
export function ScreenHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className={styles.heading} tabIndex={-1} data-screen-heading="">
      {children}
    </h2>
  )
}

/** The loading spinner, announced once by its label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className={styles.spinnerWrap} role="status" data-testid="spinner">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.visuallyHidden}>{label}</span>
    </div>
  )
}

/** The workshop's phone and e-mail as links (no-dates card, tread-depth card). */
export function StationContact({ t, station }: { t: TyreHotelMessages; station: Pick<Station, 'phone' | 'email'> }) {
  return (
    <p className={styles.contactLinks}>
      {station.phone ? (
        <a href={telHref(station.phone)}>
          {t.phone}: {station.phone}
        </a>
      ) : null}
      {station.email ? (
        <a href={`mailto:${station.email}`}>
          {t.email}: {station.email}
        </a>
      ) : null}
    </p>
  )
}
