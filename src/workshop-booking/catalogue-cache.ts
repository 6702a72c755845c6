/**
 * The booking catalogue (brands, categories, offerings, departments) is read on every booking call
 * and changes only when an editor saves; each instance keeps it for a short while. The collections'
 * hooks clear it here at once; other instances pick the change up within the TTL.
 */
export const CATALOGUE_TTL_MS = 10_000

let entry: { value: Promise<unknown>; expires: number } | null = null

export function cachedCatalogue<T>(load: () => Promise<T>, now = Date.now()): Promise<T> {
  if (entry && entry.expires > now) return entry.value as Promise<T>
  const value = load()
  entry = { value, expires: now + CATALOGUE_TTL_MS }
  // A failed load is not kept: the next call tries again.
  value.catch(() => {
    if (entry?.value === value) entry = null
  })
  return value
}

export function clearCatalogueCache(): void {
  entry = null
}

/** For the collections: afterChange/afterDelete hooks that drop the cached catalogue. */
export const clearsCatalogue = { afterChange: [() => clearCatalogueCache()], afterDelete: [() => clearCatalogueCache()] }
