import { guarded } from '@/platform/http'
import { tyreHotelPageUrl } from '../../../mechmate/respond'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/authorization/logout: ends the session and clears its cookie (docs/api.md "Tyre hotel"). */
export const POST = guarded((request: Request) => defaultTyreHotelRoutes(tyreHotelPageUrl).logout(request))
