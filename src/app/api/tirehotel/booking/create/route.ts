import { guarded } from '@/platform/http'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/booking/create?departmentIdentifier= (spec 2 §7.3; docs/api.md "Tyre hotel"). */
export const POST = guarded((request: Request) => defaultTyreHotelRoutes().create(request))
