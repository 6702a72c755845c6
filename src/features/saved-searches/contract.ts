/**
 * The saved searches' contract (issue 37 §1, docs/api.md), shared by the route handlers and the car list's dialog:
 * `POST /api/saved-searches` takes `{email, query: {filters, keyphrase}, locale, alerts}`; the filters are those of
 * POST /api/search (src/features/search/contract.ts), checked against the car index's schema by the domain.
 */
import { z } from 'zod'
import { LOCALES } from '@/cms/locales'
import { searchQuerySchema } from '@/features/search/contract'
import { MAX_KEYPHRASE } from '@/features/search/limits'

export const ALERT_KINDS = ['new', 'price-drop'] as const
export type AlertKind = (typeof ALERT_KINDS)[number]

export const MAX_EMAIL = 254
/** A token in a link: base64url, bounded before any lookup. */
export const MAX_TOKEN = 200
/** The whole body: an e-mail address and a car list's filters fit many times over. */
export const SAVED_SEARCH_BODY_BYTES = 16 * 1024

export const emailSchema = z
  .string()
  .trim()
  .max(MAX_EMAIL, `is at most ${MAX_EMAIL} characters`)
  .pipe(z.email('is not an e-mail address'))

export const savedQuerySchema = z.strictObject({
  filters: searchQuerySchema.shape.filters,
  keyphrase: z.string().max(MAX_KEYPHRASE, `is at most ${MAX_KEYPHRASE} characters`).optional(),
})
export type SavedQuery = z.infer<typeof savedQuerySchema>

export const createSavedSearchSchema = z.strictObject({
  email: emailSchema,
  query: savedQuerySchema,
  locale: z.enum(LOCALES, { error: `is one of ${LOCALES.join(', ')}` }),
  alerts: z
    .array(z.enum(ALERT_KINDS, { error: `is one of ${ALERT_KINDS.join(', ')}` }))
    .min(1, 'names at least one alert')
    .max(ALERT_KINDS.length)
    .default([...ALERT_KINDS]),
})
export type CreateSavedSearch = z.infer<typeof createSavedSearchSchema>

/** A link's token (confirm, unsubscribe, manage): the link routes' query and the manage page's. */
export const linkTokenSchema = z
  .string()
  .min(16, 'is not a valid link')
  .max(MAX_TOKEN, 'is not a valid link')
  .regex(/^[A-Za-z0-9_.-]+$/, 'is not a valid link')

/** A link's query: its token and the language of the e-mail it came in (the page it leads to speaks it). */
export const linkSchema = z.strictObject({
  token: linkTokenSchema,
  locale: z.enum(LOCALES, { error: `is one of ${LOCALES.join(', ')}` }).optional(),
})

export const deleteSchema = z.strictObject({
  token: linkTokenSchema,
  id: z.uuid('is not a saved search'),
})
