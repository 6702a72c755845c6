/**
 * A lighter copy of an image: `POST /api/cms/media/{id}/lighter` (the media collection's endpoint, ./endpoint.ts),
 * sent by the "Make a lighter copy" button of a weight finding in the page's checks before publishing
 * (src/features/pages/publish-checks/LighterCopyButton.tsx). The copy replaces the document's file.
 */
import { z } from 'zod'

/** The smallest budget asked for: below 10 KB no photo keeps a recognisable picture. */
export const MIN_BUDGET_BYTES = 10 * 1024
/** The largest: well over any image budget of the checks, and a bound on what a caller may ask. */
export const MAX_BUDGET_BYTES = 5 * 1024 * 1024

export const LIGHTER_BODY_BYTES = 1024

export const lighterCopySchema = z.strictObject({
  /** The weight the copy must not exceed, in bytes (the finding's budget). */
  maxBytes: z
    .number({ error: 'is a whole number of bytes' })
    .int('is a whole number of bytes')
    .min(MIN_BUDGET_BYTES, `is at least ${MIN_BUDGET_BYTES}`)
    .max(MAX_BUDGET_BYTES, `is at most ${MAX_BUDGET_BYTES}`),
})
export type LighterCopyInput = z.infer<typeof lighterCopySchema>

/** The answer: the document's new file, its weight and the step that made it fit. */
export type LighterCopyResult = {
  id: number
  filename: string
  filesize: number
  width: number
  quality: number
}
