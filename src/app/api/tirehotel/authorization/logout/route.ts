import { guarded } from '@/platform/http'
import { defaultTyreHotelRoutes } from '@/features/tyre-hotel/server/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/authorization/logout: ends the session and clears its cookie (docs/api.md "Tyre hotel"). */
export const POST = guarded((request: Request) => defaultTyreHotelRoutes().logout(request))
