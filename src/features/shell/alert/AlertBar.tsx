'use client'

import { Megaphone, TriangleAlert, X } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Collapse } from '@/ui/Collapse'
import { IconButton } from '@/ui/IconButton'
import { HIDE_ALERT_COOKIE, hideAlertCookie, readCookie, type Alert } from './rules'
import { ALERT_HIDDEN_ATTR, markShell } from '../cookie-state'
import styles from './AlertBar.module.css'

const subscribeToNothing = () => () => {}
const readDocumentCookie = () => document.cookie
const noCookies = () => ''

/**
 * The alert bar (spec 1 §4). The page is rendered for every visitor: a script before the
 * first paint marks <html> when the hideAlert cookie is set and CSS hides the bar, so nothing moves on load; it is re-evaluated on every route change (the cookie
 * lasts a day) and a dismissal collapses it to zero height (src/ui/Collapse).
 */
export function AlertBar({
  alert,
  initiallyHidden,
  closeLabel,
}: {
  alert: Alert
  initiallyHidden: boolean
  closeLabel: string
}) {
  // The cookie is read in the browser (the server snapshot is "no cookie"; the mark on <html> hid the bar before hydration).
  const cookieString = useSyncExternalStore(subscribeToNothing, readDocumentCookie, noCookies)
  const [dismissed, setDismissed] = useState(initiallyHidden)
  const pathname = usePathname()

  // Re-evaluated on every route change (spec 1 §4): the day-long cookie may have run out.
  const [checkedFor, setCheckedFor] = useState(pathname)
  if (checkedFor !== pathname) {
    setCheckedFor(pathname)
    setDismissed(false)
  }
  const hidden = dismissed || (alert.dismissible && readCookie(cookieString, HIDE_ALERT_COOKIE) !== null)
  // The mark only ever hid the bar before hydration; once shown again (the cookie ran out) it goes. A dismissal
  // collapses the bar (Collapse) rather than setting it, so the bar animates away.
  // (Read from document.cookie here: during hydration the snapshot is still the server's "no cookie".)
  useEffect(() => {
    if (!hidden && !(alert.dismissible && readCookie(document.cookie, HIDE_ALERT_COOKIE) !== null))
      markShell(ALERT_HIDDEN_ATTR, false)
  }, [hidden, alert.dismissible])

  const dismiss = () => {
    document.cookie = hideAlertCookie()
    setDismissed(true)
  }

  const Icon = alert.icon === 'WarningAlert' || alert.type === 'Warning' ? TriangleAlert : Megaphone
  return (
    <Collapse
      open={!hidden}
      className={styles.wrap}
      data-alert-bar=""
      data-type={alert.type}
      data-dismissible={alert.dismissible ? '' : undefined}
    >
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
