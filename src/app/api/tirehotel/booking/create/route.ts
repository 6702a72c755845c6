import { guarded } from '@/platform/http'
import { tyreHotelPageUrl } from '../../../mechmate/respond'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/booking/create?departmentIdentifier= (spec 2 §7.3; docs/api.md "Tyre hotel"). */
export const POST = guarded((request: Request) => defaultTyreHotelRoutes(tyreHotelPageUrl).create(request))
