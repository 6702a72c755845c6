'use client'

import { Megaphone, TriangleAlert, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useState } from 'react'
import { Collapse } from '@/ui/Collapse'
import { IconButton } from '@/ui/IconButton'
import { HIDE_ALERT_COOKIE, hideAlertCookie, readCookie, type Alert } from './rules'
import styles from './AlertBar.module.css'

/**
 * The alert bar (spec 1 §4). The server leaves it out or renders it collapsed when the hideAlert
 * cookie is set, so nothing moves on load; it is re-evaluated on every route change (the cookie
 * lasts a day) and a dismissal collapses it to zero height (src/ui/Collapse).
 */
export function AlertBar({ alert, initiallyHidden, closeLabel }: { alert: Alert; initiallyHidden: boolean; closeLabel: string }) {
  const [hidden, setHidden] = useState(initiallyHidden)
  const pathname = usePathname()

  // Re-evaluated on every route change (spec 1 §4): the day-long cookie may have run out.
  const [checkedFor, setCheckedFor] = useState(pathname)
  if (checkedFor !== pathname) {
    setCheckedFor(pathname)
    setHidden(alert.dismissible && readCookie(document.cookie, HIDE_ALERT_COOKIE) !== null)
  }

  const dismiss = () => {
    document.cookie = hideAlertCookie()
    setHidden(true)
  }

  const Icon = alert.icon === 'WarningAlert' || alert.type === 'Warning' ? TriangleAlert : Megaphone
  return (
    <Collapse open={!hidden} className={styles.wrap} data-alert-bar="" data-type={alert.type}>
      <section className={styles.bar} aria-label={alert.title}>
        <Icon aria-hidden="true" size={20} className={styles.icon} />
        <p className={styles.text}>
          <strong>{alert.title}</strong> {alert.text}
        </p>
        {alert.dismissible ? (
          <IconButton label={closeLabel} onClick={dismiss}>
            <X aria-hidden="true" size={20} />
          </IconButton>
        ) : null}
      </section>
    </Collapse>
  )
}
