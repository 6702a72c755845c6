'use client'

import { useSyncExternalStore } from 'react'

/**
 * What the shell needs from the current page: its public path, its translations (public paths per
 * locale), its UK brand theme and the GTM container it is measured with. The site layout stays mounted across client-side navigation, so
 * the page reports these through this small store (PageShellSync) and the header reads them.
 */
export type PageShellState = {
  path: string
  translations: Record<string, string>
  brand: string | null
  themeVars: Record<string, string>
  gtmId: string | null
}

let current: PageShellState | null = null
const listeners = new Set<() => void>()

export function setPageShellState(state: PageShellState | null): void {
  current = state
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePageShellState(): PageShellState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
