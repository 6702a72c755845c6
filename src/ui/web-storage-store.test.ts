import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { noticeCounter, webStorageStore } from './web-storage-store'

/** A browser's storage and window, enough for the store: one area, `storage` listeners. */
function fakeBrowser({ blocked = false } = {}) {
  const items = new Map<string, string>()
  const listeners = new Set<(event: { key: string | null }) => void>()
  const area = {
    getItem: (key: string) => {
      if (blocked) throw new Error('SecurityError')
      return items.get(key) ?? null
    },
    setItem: (key: string, value: string) => {
      if (blocked) throw new Error('SecurityError')
      items.set(key, value)
    },
    removeItem: (key: string) => void items.delete(key),
  }
  vi.stubGlobal('localStorage', area)
  vi.stubGlobal('sessionStorage', area)
  vi.stubGlobal('window', {
    addEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { key: string | null }) => void) => listeners.delete(listener),
  })
  /** Another tab writes the key: the browser fires `storage` in this one. */
  const otherTab = (key: string | null, value?: string) => {
    if (key && value !== undefined) items.set(key, value)
    listeners.forEach((listener) => listener({ key }))
  }
  return { items, listeners, otherTab }
}

type List = { ids: string[] }
const EMPTY: List = { ids: [] }
const parse = (raw: string | null): List => {
  try {
    const value: unknown = raw ? JSON.parse(raw) : null
    return value && Array.isArray((value as List).ids) ? (value as List) : EMPTY
  } catch {
    return EMPTY
  }
}
const store = () => webStorageStore({ key: 'list', area: 'local', parse, empty: EMPTY, isEmpty: (l) => !l.ids.length })

describe('web storage store (the compare list, favourites, recently viewed)', () => {
  beforeEach(() => vi.unstubAllGlobals())
  afterEach(() => vi.unstubAllGlobals())

  it('reads the same object while the stored text is the same, and writes, or removes when empty', () => {
    const { items } = fakeBrowser()
    const list = store()
    expect(list.server()).toBe(EMPTY)
    expect(list.get()).toBe(EMPTY)
    list.update(() => ({ ids: ['1'] }))
    expect(items.get('list')).toBe('{"ids":["1"]}')
    const first = list.get()
    expect(list.get()).toBe(first)
    list.update(() => EMPTY)
    expect(items.has('list')).toBe(false)
    items.set('list', 'not json')
    expect(list.get()).toEqual(EMPTY)
  })

  it("tells its subscribers of another tab's change to its key (or a cleared storage), not of other keys", () => {
    const { listeners, otherTab } = fakeBrowser()
    const list = store()
    const seen = vi.fn()
    const unsubscribe = list.subscribe(seen)
    expect(listeners.size).toBe(1)
    otherTab('list', '{"ids":["7"]}')
    expect(seen).toHaveBeenCalledTimes(1)
    expect(list.get()).toEqual({ ids: ['7'] })
    otherTab('compare', '{}')
    expect(seen).toHaveBeenCalledTimes(1)
    otherTab(null)
    expect(seen).toHaveBeenCalledTimes(2)
    unsubscribe()
    expect(listeners.size).toBe(0)
  })

  it('keeps the value for the page view when storage is blocked', () => {
    fakeBrowser({ blocked: true })
    const list = store()
    list.update(() => ({ ids: ['3'] }))
    expect(list.get()).toEqual({ ids: ['3'] })
  })

  it('a notice counts refusals for the same subscribers and is never stored', () => {
    const { items } = fakeBrowser()
    const list = store()
    const notice = noticeCounter(list)
    const seen = vi.fn()
    notice.subscribe(seen)
    notice.raise()
    notice.raise()
    expect(notice.get()).toBe(2)
    notice.clear()
    notice.clear()
    expect(notice.get()).toBe(0)
    expect(seen).toHaveBeenCalledTimes(3)
    expect(items.size).toBe(0)
  })
})
