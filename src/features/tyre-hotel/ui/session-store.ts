'use client'
/**
 * The tab's session as an external store for useSyncExternalStore: the text under SESSION_KEY,
 * mirrored in memory so the flow still works for this page view when storage is blocked or full.
 */
import { SESSION_KEY, type TyreSession } from './session'

let memory: string | null | undefined
const listeners = new Set<() => void>()

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const sessionStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
  get(): string | null {
    if (memory === undefined) memory = storage()?.getItem(SESSION_KEY) ?? null
    return memory
  },
  server: (): string | null => null,
  /** Stores the session; an empty one removes the key (spec 2 §2.5: Log out clears the stored session). */
  set(session: TyreSession) {
    memory = Object.keys(session).length ? JSON.stringify(session) : null
    try {
      if (memory === null) storage()?.removeItem(SESSION_KEY)
      else storage()?.setItem(SESSION_KEY, memory)
    } catch {
      // full or blocked: the memory copy carries this page view
    }
    for (const listener of listeners) listener()
  },
}

const noSubscription = () => () => undefined
/** true once hydrated in the browser (the server renders Search; the tab's session is only readable here). */
export const hydratedStore = { subscribe: noSubscription, get: () => true, server: () => false }
