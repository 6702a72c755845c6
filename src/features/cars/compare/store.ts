'use client'
/**
 * The compare list in the browser: session storage under COMPARE_KEY (spec 1 §9), read as an external store
 * so every toggle, the tray and the modal on the page share one state and server and first client render
 * agree (empty). A refusal to add (list full) is a transient notice, not stored.
 */
import { COMPARE_KEY, EMPTY, parseStored, type CompareState } from './list'

const listeners = new Set<() => void>()
/** The state when session storage is blocked: kept for this page view. */
let memory: CompareState = EMPTY
let cachedRaw: string | null | undefined
let cached: CompareState = EMPTY
let notice = 0

function read(): CompareState {
  let raw: string | null
  try {
    raw = sessionStorage.getItem(COMPARE_KEY)
  } catch {
    return memory
  }
  // useSyncExternalStore needs the same object while nothing changed.
  if (raw !== cachedRaw) {
    cachedRaw = raw
    cached = parseStored(raw)
  }
  return cached
}

const emit = () => listeners.forEach((listener) => listener())

export const compareStore = {
  subscribe(onChange: () => void) {
    listeners.add(onChange)
    return () => void listeners.delete(onChange)
  },
  get: read,
  server: (): CompareState => EMPTY,
  update(change: (state: CompareState) => CompareState) {
    const next = change(read())
    memory = next
    try {
      if (next.cars.length) sessionStorage.setItem(COMPARE_KEY, JSON.stringify(next))
      else sessionStorage.removeItem(COMPARE_KEY)
    } catch {
      // storage blocked: the list lasts for this page view
    }
    emit()
  },
}

/** Counts refusals, so the tray can announce the same message again. */
export const noticeStore = {
  subscribe: compareStore.subscribe,
  get: () => notice,
  server: () => 0,
  raise() {
    notice += 1
    emit()
  },
  clear() {
    notice = 0
    emit()
  },
}
