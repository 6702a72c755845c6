'use client'

import { useSyncExternalStore } from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true })
  return () => window.removeEventListener('scroll', onChange)
}

/** Whether the page is scrolled further than `px` (false on the server and before hydration). */
export function useScrolledPast(px: number, enabled = true): boolean {
  return useSyncExternalStore(
    enabled ? subscribe : () => () => {},
    () => enabled && window.scrollY > px,
    () => false,
  )
}
