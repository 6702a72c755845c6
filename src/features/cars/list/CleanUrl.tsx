'use client'
import { useEffect } from 'react'
import { keepPageParams } from './clean-url'

/**
 * Shows the filtered URL of an understood search phrase in the address bar (clean-url.ts), with the page's own
 * parameters, without a request:
 * Next's router takes the native replaceState into its history, so back and reload reach the same list.
 */
export function CleanUrl({ href }: { href: string }) {
  useEffect(() => {
    const next = keepPageParams(href, new URLSearchParams(window.location.search))
    if (window.location.pathname + window.location.search !== next) window.history.replaceState(null, '', next)
  }, [href])
  return null
}
