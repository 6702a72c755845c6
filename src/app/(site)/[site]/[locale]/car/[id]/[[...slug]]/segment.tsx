import { CarDetailView } from '@/cars/CarDetailView'
import { ContactSection } from '@/leads/ContactSection'
import { SEGMENT_ROUTES } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'

export const segment = kindSegment(SEGMENT_ROUTES.car, ({ ctx, view }) => (
  <CarDetailView car={view.car!}>
    <ContactSection ctx={ctx} carId={view.car!.car_id} />
  </CarDetailView>
))
