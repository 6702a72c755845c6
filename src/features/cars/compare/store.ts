'use client'
/**
 * The compare list in the browser: session storage under COMPARE_KEY (spec 1 §9), read as an external store
 * (src/ui/web-storage-store.ts) so every toggle, the tray and the modal on the page share one state and server
 * and first client render agree (empty). A refusal to add (list full) is a transient notice, not stored.
 */
import { noticeCounter, webStorageStore } from '@/ui/web-storage-store'
import { COMPARE_KEY, EMPTY, parseStored } from './list'

export const compareStore = webStorageStore({
  key: COMPARE_KEY,
  area: 'session',
  parse: parseStored,
  empty: EMPTY,
  isEmpty: (state) => !state.cars.length,
})

/** Counts refusals, so the tray can announce the same message again. */
export const noticeStore = noticeCounter(compareStore)
