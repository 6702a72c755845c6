import { guarded } from '@/platform/http'
import { defaultTyreHotelRoutes } from '@/tyre-hotel/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/authorization/login?encryptedPhoneNumber= (spec 2 §7.3; docs/api.md "Tyre hotel"). */
export const POST = guarded((request: Request) => defaultTyreHotelRoutes().login(request))
