import { PageBody } from '@/routing/PageBody'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.serviceBooking, ({ ctx, route, view }) => (
  <PageBody ctx={ctx} page={view.page!} route={route} now={new Date()} />
))
