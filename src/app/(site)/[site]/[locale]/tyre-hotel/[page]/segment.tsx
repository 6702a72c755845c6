import { PageBody } from '@/routing/PageBody'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.tyreHotel, ({ ctx, route, view }, query) => (
  <PageBody ctx={ctx} page={view.page!} route={route} query={query} now={new Date()} />
))
