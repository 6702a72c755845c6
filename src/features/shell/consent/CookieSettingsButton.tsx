'use client'

import { OPEN_CONSENT_EVENT } from './events'

/** Lets a visitor change the consent choice at any time (from the footer). */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
      {label}
    </button>
  )
}
