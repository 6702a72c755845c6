import { PageBody } from '@/content-pages/PageBody'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.tyreHotel, ({ ctx, route, view }) => <PageBody ctx={ctx} page={view.page!} route={route} />)
