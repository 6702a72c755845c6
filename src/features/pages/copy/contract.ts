/**
 * Copying a page to another site: `POST /api/cms/pages/{id}/copy-to-site` (the pages collection's endpoint,
 * ./endpoint.ts), sent by the page's "Copy to another site" control (../admin/CopyToSiteForm.tsx).
 */
import { z } from 'zod'
import { LOCALES } from '@/cms/locales'

/** A site, page or database id: a serial integer. */
const id = z
  .number({ error: 'is a whole number' })
  .int('is a whole number')
  .positive('is a whole number')
  .max(2 ** 31 - 1)

export const COPY_BODY_BYTES = 4 * 1024

export const copyToSiteSchema = z.strictObject({
  targetSiteId: id,
  /** Only these source languages; all the page is written in when left out. */
  locales: z
    .array(z.enum(LOCALES, { error: `is one of ${LOCALES.join(', ')}` }))
    .min(1, 'names at least one language')
    .max(LOCALES.length)
    .optional(),
  /** The target site's page to put the copy under; by default the page at the source parent's path, if any. */
  parentId: id.optional(),
  /** Also copy the source's default language into the target's default language. */
  defaultIntoDefault: z.boolean({ error: 'is true or false' }).default(false),
})
export type CopyToSiteInput = z.infer<typeof copyToSiteSchema>

/** The answer: the new draft, its paths by language, and what could not be carried over. */
export type CopyToSiteResult = {
  id: number
  site: number
  paths: Record<string, string | null>
  locales: { from: string; to: string }[]
  unresolved: { locale: string; field: string; was: string; reason: string }[]
  /** Files the copy shows that another site owns: that site's editors may replace or delete them. */
  sharedMedia: number[]
}
