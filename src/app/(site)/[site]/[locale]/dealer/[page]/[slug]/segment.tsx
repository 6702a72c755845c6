import { DealerDetailView } from '@/dealers/DealerDetailView'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.dealer, ({ view }) => <DealerDetailView dealer={view.dealer!} />)
