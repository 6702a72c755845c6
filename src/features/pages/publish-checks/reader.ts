/**
 * Who reads a page's view for the publish checks (./view.ts), given to the publish hook at start rather than imported:
 * the view reads the search index and the routing table, whose modules lead back to the Payload config that holds
 * the hook (a cycle). The serving process registers it (src/instrumentation.ts), as the integration tests do
 * (tests/helpers/payload.ts). A process without it refuses an editor's publish rather than skip the checks.
 */
import { APIError, type Payload, type PayloadRequest } from 'payload'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import type { PageView } from './rules'

/** The page's own fields the checks read, in one locale. */
export type LocalePage = { title?: unknown; metaTitle?: unknown; path?: unknown; layout?: unknown }

export type PageViewReader = (
  payload: Payload,
  site: Site,
  pages: Partial<Record<Locale, LocalePage>>,
  req: PayloadRequest,
) => Promise<PageView>

// On globalThis: Next bundles the start hook and the routes apart, each with its own copy of this module.
const holder = globalThis as unknown as { __pageViewReader?: PageViewReader }

export function registerPageViewReader(read: PageViewReader): void {
  holder.__pageViewReader = read
}

export function pageViewReader(): PageViewReader {
  if (!holder.__pageViewReader) throw new APIError('The checks before publishing are not available; try again.', 503)
  return holder.__pageViewReader
}
