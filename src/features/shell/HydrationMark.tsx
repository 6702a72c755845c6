'use client'

import { useEffect } from 'react'
import { HYDRATED_ATTR, HYDRATED_EVENT } from '@/platform/deferred-start/loader'

/**
 * Marks <html> once the shell has hydrated (the deferred start): the loader then replays a press it held
 * back before (src/platform/deferred-start/loader.ts), and tests know React is running.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTR, '')
    window.dispatchEvent(new Event(HYDRATED_EVENT))
  }, [])
  return null
}
