'use client'
import { allowsTags, CONSENT_COOKIE, parseConsent } from '@/shell/consent/consent'
import type { PurchaseEvent } from './analytics'

/** Pushes the event to the data layer if the visitor has consented to tags (the site's consent cookie). */
export function pushWithConsent(event: PurchaseEvent): void {
  try {
    const raw = document.cookie.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
    if (!allowsTags(parseConsent(raw ? decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)) : null))) return
    const w = window as Window & { dataLayer?: unknown[] }
    ;(w.dataLayer ??= []).push(event)
  } catch (error) {
    console.debug('purchase event failed', error)
  }
}
