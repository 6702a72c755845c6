import type { RecordStore } from '@/platform/messaging/records'

/** The local adapters' record store in memory, unique by key as the collections are. */
export function memoryRecords() {
  const rows = new Map<string, { collection: string; data: Record<string, unknown> }>()
  const store: RecordStore = {
    async createOnce(collection, key, data) {
      if (rows.has(key)) return false
      rows.set(key, { collection, data })
      return true
    },
  }
  return { store, rows }
}
