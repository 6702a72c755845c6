/**
 * The search service's bounds (spec 1 §9), apart from its zod contract: the car list's URL state reads
 * MAX_KEYPHRASE in the browser, and importing it from contract.ts put zod (110 KB) in the car list's JavaScript.
 */

/** Spec 1 §9: search limit 24. The car list asks for 48, sites by brand 100. */
export const DEFAULT_LIMIT = 24
export const MAX_LIMIT = 500
/** Page index is capped at 20 (spec 1 §5), so 48 × 20 is the deepest page the UI asks for; leave room. */
export const MAX_OFFSET = 10_000
/** car_id lists of up to 100 ids. */
export const MAX_LIST = 100
export const MAX_KEYPHRASE = 200
/** Index, field, facet and sort names are short identifiers; a longer one is refused before any lookup. */
export const MAX_NAME = 64

/** Suggestions while typing (suggest-contract.ts): fewer letters name too much to be worth a request. */
export const MIN_SUGGEST_QUERY = 2
/** Longer than any brand, model, body or fuel word with its brand; a longer phrase is a search, not a prefix. */
export const MAX_SUGGEST_QUERY = 60
export const MAX_SUGGESTIONS = 8
/** The whole answer, serialised, stays under this (the hero search asks on every pause in typing). */
export const SUGGEST_BUDGET_BYTES = 2048
