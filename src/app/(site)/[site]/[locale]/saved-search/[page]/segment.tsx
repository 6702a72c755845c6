import { notFound } from 'next/navigation'
import { answerAsNotFound } from '@/platform/not-found-answer'
import { InvalidLink } from '@/features/saved-searches/pages/InvalidLink'
import { LinkOutcome } from '@/features/saved-searches/pages/LinkOutcome'
import { ManageSearchesPage } from '@/features/saved-searches/pages/ManageSearchesPage'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

/** The pages a saved-search e-mail link ends on (src/features/saved-searches/link-pages.ts); an invalid link is answered 404. */
export const segment = kindSegment(SEGMENT_ROUTES.savedSearch, ({ ctx, route }, query) => {
  // Only the saved-search kind reaches this segment (its route builder makes no other).
  if (route.kind !== 'saved-search') notFound()
  // The invalid-link page is nothing but that 404 (the link routes send a used or unknown link there).
  if (route.page === 'invalid-link') return answerAsNotFound(<InvalidLink ctx={ctx} />)
  return route.page === 'unsubscribed' ? (
    <LinkOutcome ctx={ctx} outcome="unsubscribed" />
  ) : (
    <ManageSearchesPage ctx={ctx} token={query.get('token')} />
  )
})
