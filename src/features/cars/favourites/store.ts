'use client'
/**
 * Favourites and recently viewed cars in the browser: local storage (they outlive the tab, on this site's host
 * only), read as external stores (src/ui/web-storage-store.ts) so every heart, the header's count and the lists
 * share one state, other tabs' changes arrive, and the server's render and the first client render agree (empty).
 * A refusal to add (list full) is a transient notice, not stored.
 */
import { noticeCounter, webStorageStore } from '@/ui/web-storage-store'
import { FAVOURITES_KEY, MAX_FAVOURITES, MAX_RECENT, NONE, parseSaved, RECENT_KEY } from './rules'

const savedCars = (key: string, max: number) =>
  webStorageStore({
    key,
    area: 'local',
    parse: (raw) => parseSaved(raw, max),
    empty: NONE,
    isEmpty: (l) => !l.cars.length,
  })

export const favouritesStore = savedCars(FAVOURITES_KEY, MAX_FAVOURITES)
export const recentStore = savedCars(RECENT_KEY, MAX_RECENT)

/** Counts refusals (list full), so the header's live region can announce the same message again. */
export const favouritesNotice = noticeCounter(favouritesStore)
