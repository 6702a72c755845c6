import { notFound } from 'next/navigation'
import { LinkOutcome } from '@/features/saved-searches/pages/LinkOutcome'
import { ManageSearchesPage } from '@/features/saved-searches/pages/ManageSearchesPage'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

/** The pages a saved-search e-mail link ends on (src/features/saved-searches/link-pages.ts); an invalid link is this segment's 404. */
export const segment = kindSegment(SEGMENT_ROUTES.savedSearch, ({ ctx, route }, query) => {
  // The invalid-link page is nothing but that 404 (the link routes send a used or unknown link there).
  if (route.kind !== 'saved-search' || route.page === 'invalid-link') notFound()
  return route.page === 'unsubscribed' ? (
    <LinkOutcome ctx={ctx} outcome="unsubscribed" />
  ) : (
    <ManageSearchesPage ctx={ctx} token={query.get('token')} />
  )
})
