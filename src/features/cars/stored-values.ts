/**
 * Checks for what a page keeps about cars in the visitor's browser storage (the compare list, favourites, recently
 * viewed): the visitor may edit it, so it is read as untrusted. Checked by hand, not with zod: these lists are on
 * every page, and zod (even zod/mini, which Turbopack does not tree-shake) put 23 KB of gzip into every page's
 * JavaScript (measured on the se home, 2026-11-26).
 */
export const MAX_STORED_TEXT = 300

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
export const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_STORED_TEXT
/** A path on this site, never a link or picture elsewhere. */
export const isSitePath = (v: unknown): v is string => isText(v) && v.startsWith('/') && !v.startsWith('//')
/** A car id is digits (spec 1 §2). */
export const isCarId = (v: unknown): v is string => typeof v === 'string' && /^\d{1,12}$/.test(v)
