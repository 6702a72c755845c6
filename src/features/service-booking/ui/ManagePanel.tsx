'use client'
import type { ComponentProps } from 'react'
import { ManageBooking } from './ManageBooking'
import styles from './ServiceBooking.module.css'

/** A booking opened by its manage link, in the page's booking frame: the booking page's and the tyre hotel page's. */
export function ManagePanel(props: ComponentProps<typeof ManageBooking>) {
  return (
    <section className={styles.booking} aria-label={props.t.manageHeading}>
      <div className={styles.manage}>
        <ManageBooking {...props} />
      </div>
    </section>
  )
}
