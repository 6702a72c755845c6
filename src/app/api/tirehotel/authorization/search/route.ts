import { guarded } from '@/platform/http'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** GET /api/tirehotel/authorization/search?regNo= (spec 2 §7.3; docs/api.md "Tyre hotel"). */
export const GET = guarded((request: Request) => defaultTyreHotelRoutes().search(request))
