'use client'
/**
 * A value kept in the browser's web storage under one key, read as an external store (`useSyncExternalStore`):
 * every component on the page shares one state, and the server's render and the first client render agree
 * (`empty`). `parse` turns whatever is stored (the visitor's to edit) into a valid value or `empty`. With
 * `area: 'local'` a change made in another tab arrives through the `storage` event. When storage is blocked the
 * value lasts for this page view. Shared by the compare list (session) and the favourites and recently viewed
 * cars (local).
 */
type Options<T> = {
  key: string
  area: 'local' | 'session'
  parse: (raw: string | null) => T
  empty: T
  /** Nothing worth storing: the key is removed instead. */
  isEmpty: (value: T) => boolean
}

export type WebStorageStore<T> = {
  subscribe: (onChange: () => void) => () => void
  get: () => T
  server: () => T
  update: (change: (value: T) => T) => void
  /** Tells every subscriber to read again (for a companion store sharing the subscription). */
  emit: () => void
}

export function webStorageStore<T>({ key, area, parse, empty, isEmpty }: Options<T>): WebStorageStore<T> {
  const listeners = new Set<() => void>()
  let memory = empty
  let cachedRaw: string | null | undefined
  let cached = empty
  const storage = () => (area === 'local' ? localStorage : sessionStorage)

  function get(): T {
    let raw: string | null
    try {
      raw = storage().getItem(key)
    } catch {
      return memory
    }
    // useSyncExternalStore needs the same object while nothing changed.
    if (raw !== cachedRaw) {
      cachedRaw = raw
      cached = parse(raw)
    }
    return cached
  }

  const emit = () => listeners.forEach((listener) => listener())
  // Another tab wrote the key (or cleared the storage: key null).
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) emit()
  }

  return {
    subscribe(onChange) {
      if (!listeners.size) window.addEventListener('storage', onStorage)
      listeners.add(onChange)
      return () => {
        listeners.delete(onChange)
        if (!listeners.size) window.removeEventListener('storage', onStorage)
      }
    },
    get,
    server: () => empty,
    update(change) {
      const next = change(get())
      memory = next
      try {
        if (isEmpty(next)) storage().removeItem(key)
        else storage().setItem(key, JSON.stringify(next))
      } catch {
        // storage blocked: the value lasts for this page view
      }
      emit()
    },
    emit,
  }
}

/**
 * A transient notice beside a stored value (a refusal to add to a full list): never stored, counted so that the
 * same message can be announced again; it shares the store's subscribers.
 */
export function noticeCounter(store: Pick<WebStorageStore<unknown>, 'subscribe' | 'emit'>) {
  let notice = 0
  return {
    subscribe: store.subscribe,
    get: () => notice,
    server: () => 0,
    raise() {
      notice += 1
      store.emit()
    },
    clear() {
      if (!notice) return
      notice = 0
      store.emit()
    },
  }
}
