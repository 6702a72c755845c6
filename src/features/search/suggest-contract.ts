/**
 * The contract of the search suggestions (suggestions while typing): `GET /api/search/suggest?q=vol`
 * on the site's host (`&locale=` picks the page language, as every site API) answers the brands, models, bodies
 * and fuels whose words start with what was typed, each with how many cars it lists. Imported by the route
 * handler and by the hero search's browser code, which loads it only once the visitor types.
 */
import { z } from 'zod'
import { MAX_SUGGEST_QUERY, MAX_SUGGESTIONS, MIN_SUGGEST_QUERY } from './limits'

// The bounds live in limits.ts, free of zod, as the hero search reads them before it loads this contract.
export { MAX_SUGGESTIONS, SUGGEST_BUDGET_BYTES } from './limits'

export const SUGGEST_KINDS = ['brand', 'model', 'body', 'fuel'] as const
export type SuggestKind = (typeof SUGGEST_KINDS)[number]

// The URL decoder turns bytes that are not UTF-8 into U+FFFD; control characters are no letters either.
const TEXT_ONLY = /^[^\p{Cc}\uFFFD]*$/u

export const suggestRequestSchema = z.strictObject({
  q: z
    .string({ error: 'must be given once, as text' })
    .trim()
    .min(MIN_SUGGEST_QUERY, `must have at least ${MIN_SUGGEST_QUERY} characters`)
    .max(MAX_SUGGEST_QUERY, `must have at most ${MAX_SUGGEST_QUERY} characters`)
    .regex(TEXT_ONLY, 'must be UTF-8 text without control characters'),
  locale: z.string({ error: 'must be given once, as a locale such as sv-SE' }).max(10).optional(),
})

export const suggestionSchema = z.object({
  kind: z.enum(SUGGEST_KINDS),
  /** The index's stored value (the list's filter value); for a model, its model name. */
  value: z.string(),
  /** A model's brand (the list's tree selection is `brand>model`). */
  brand: z.string().optional(),
  /** What the visitor reads, in the page's language. */
  label: z.string(),
  count: z.number().int().nonnegative(),
})
export type Suggestion = z.infer<typeof suggestionSchema>

export const suggestAnswerSchema = z.object({ suggestions: z.array(suggestionSchema).max(MAX_SUGGESTIONS) })
export type SuggestAnswer = z.infer<typeof suggestAnswerSchema>
