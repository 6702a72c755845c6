'use client'
/**
 * What the filter layout reads from the browser, as external stores (useSyncExternalStore), so the server
 * render and the first client render agree and the browser's value follows right after hydration.
 */

const noop = () => () => {}

/** True once hydrated (false on the server): the enhanced controls render only then. */
export const hydratedStore = { subscribe: noop, get: () => true, server: () => false }

/** Spec 1 §9: the sticky filter panel from 1024 px; below it the drawer. */
const NARROW = '(max-width: 1023.98px)'
export const narrowStore = {
  subscribe: (onChange: () => void) => {
    const query = window.matchMedia(NARROW)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  },
  get: () => window.matchMedia(NARROW).matches,
  server: () => false,
}

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

export const filterTypeStore = {
  subscribe: (onChange: () => void) => {
    listeners.add(onChange)
    return () => void listeners.delete(onChange)
  },
  get: readFilterType,
  server: (): FilterType => 'side',
  set(type: FilterType) {
    memory = type
    try {
      sessionStorage.setItem(FILTER_TYPE_KEY, type)
    } catch {
      // storage blocked: the choice lasts until the next page view
    }
    for (const listener of listeners) listener()
  },
}
