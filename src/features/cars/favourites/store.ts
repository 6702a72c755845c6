'use client'
/**
 * Favourites and recently viewed cars in the browser: local storage (they outlive the tab, on this site's host
 * only), read as external stores (src/ui/web-storage-store.ts) so every heart, the header's count and the lists
 * share one state, other tabs' changes arrive, and the server's render and the first client render agree (empty).
 * A refusal to add (list full) is a transient notice, not stored.
 */
import { webStorageStore } from '@/ui/web-storage-store'
import { FAVOURITES_KEY, MAX_FAVOURITES, MAX_RECENT, NONE, parseSaved, RECENT_KEY, type SavedCars } from './rules'

const isEmpty = (list: SavedCars) => !list.cars.length

export const favouritesStore = webStorageStore({
  key: FAVOURITES_KEY,
  area: 'local',
  parse: (raw) => parseSaved(raw, MAX_FAVOURITES),
  empty: NONE,
  isEmpty,
})

export const recentStore = webStorageStore({
  key: RECENT_KEY,
  area: 'local',
  parse: (raw) => parseSaved(raw, MAX_RECENT),
  empty: NONE,
  isEmpty,
})

let notice = 0

/** Counts refusals (list full), so the header's live region can announce the same message again. */
export const favouritesNotice = {
  subscribe: favouritesStore.subscribe,
  get: () => notice,
  server: () => 0,
  raise() {
    notice += 1
    favouritesStore.emit()
  },
  clear() {
    if (!notice) return
    notice = 0
    favouritesStore.emit()
  },
}
