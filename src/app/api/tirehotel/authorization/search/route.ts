import { guarded } from '@/platform/http'
import { tyreHotelPageUrl } from '../../../mechmate/respond'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** GET /api/tirehotel/authorization/search?regNo= (spec 2 §7.3; docs/api.md "Tyre hotel"). */
export const GET = guarded((request: Request) => defaultTyreHotelRoutes(tyreHotelPageUrl).search(request))
