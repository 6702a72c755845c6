import { CarDetailView } from '@/cars/CarDetailView'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.car, ({ view }) => <CarDetailView car={view.car!} />)
