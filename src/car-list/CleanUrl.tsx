'use client'
import { useEffect } from 'react'

/**
 * Shows the filtered URL of an understood search phrase in the address bar (clean-url.ts) without a request:
 * Next's router takes the native replaceState into its history, so back and reload reach the same list.
 */
export function CleanUrl({ href }: { href: string }) {
  useEffect(() => {
    if (window.location.pathname + window.location.search !== href) window.history.replaceState(null, '', href)
  }, [href])
  return null
}
