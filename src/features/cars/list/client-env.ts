'use client'
import { startTransition, useEffect, useState } from 'react'
import { HYDRATED_ATTR } from '@/platform/deferred-start/loader'

/**
 * What the filter layout reads from the browser: the server's values while hydrating (so the first client
 * render matches the HTML), then the browser's.
 */

/** Spec 1 §9: the sticky filter panel from 1024 px; below it the drawer. */
const NARROW = '(max-width: 1023.98px)'

/** Spec 1 §2: the filter mode is kept per session under `filterType`. */
export const FILTER_TYPE_KEY = 'filterType'
export type FilterType = 'side' | 'top'
const listeners = new Set<() => void>()
/** The choice when session storage is blocked: kept for this page view. */
let memory: FilterType = 'side'

function readFilterType(): FilterType {
  try {
    return sessionStorage.getItem(FILTER_TYPE_KEY) === 'top' ? 'top' : 'side'
  } catch {
    return memory
  }
}

export function setFilterType(type: FilterType) {
  memory = type
  try {
    sessionStorage.setItem(FILTER_TYPE_KEY, type)
  } catch {
    // storage blocked: the choice lasts until the next page view
  }
  for (const listener of listeners) listener()
}

export type ListEnv = { hydrated: boolean; narrow: boolean; filterType: FilterType }
const SERVER_ENV: ListEnv = { hydrated: false, narrow: false, filterType: 'side' }
const browserEnv = (): ListEnv => ({
  hydrated: true,
  narrow: window.matchMedia(NARROW).matches,
  filterType: readFilterType(),
})

/** Once the page has hydrated (src/features/shell/HydrationMark.tsx), a list opened by client navigation starts right. */
const initialEnv = (): ListEnv =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(HYDRATED_ATTR) ? browserEnv() : SERVER_ENV

/**
 * After hydration the switch to the browser's values is a transition: on a phone it swaps the panel (~800
 * elements) for the drawer and re-renders every filter, which as an ordinary update was one long task right
 * after hydration; a transition lets React render it in slices. Later changes (a resize across 1024 px, the
 * mode toggle) apply at once.
 */
export function useListEnv(): ListEnv {
  const [env, setEnv] = useState(initialEnv)
  useEffect(() => {
    if (!env.hydrated) startTransition(() => setEnv(browserEnv()))
    const query = window.matchMedia(NARROW)
    const update = () => setEnv(browserEnv())
    query.addEventListener('change', update)
    listeners.add(update)
    return () => {
      query.removeEventListener('change', update)
      listeners.delete(update)
    }
    // Subscribed once; the first value is taken over once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return env
}
