/**
 * The booking catalogue (brands, categories, offerings, departments) is read on every booking call
 * and changes only when an editor saves; each instance keeps it. After CATALOGUE_TTL_MS a call still
 * gets the kept copy while a fresh one loads in the background (a cold load takes tens of
 * milliseconds, which no booking call should wait for). The collections' hooks drop it at once in
 * the editor's instance; other instances pick the change up within the TTL.
 */
export const CATALOGUE_TTL_MS = 10_000

type Entry = { value: Promise<unknown>; expires: number; refreshing: boolean }
let entry: Entry | null = null

export function cachedCatalogue<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (entry && entry.expires <= now && !entry.refreshing) {
    const stale = entry
    stale.refreshing = true
    const fresh = load()
    fresh.then(
      () => {
        if (entry === stale) entry = { value: fresh, expires: Date.now() + CATALOGUE_TTL_MS, refreshing: false }
      },
      () => {
        // Keep serving the last good copy; the next call tries again.
        if (entry === stale) stale.refreshing = false
      },
    )
  }
  if (entry) return entry.value as Promise<T>
  const value = load()
  const created: Entry = { value, expires: now + CATALOGUE_TTL_MS, refreshing: false }
  entry = created
  // A failed first load is not kept: the next call tries again.
  value.catch(() => {
    if (entry === created) entry = null
  })
  return value
}

export function clearCatalogueCache(): void {
  entry = null
}

/** For the collections: afterChange/afterDelete hooks that drop the cached catalogue. */
export const clearsCatalogue = {
  afterChange: [() => clearCatalogueCache()],
  afterDelete: [() => clearCatalogueCache()],
}
