import { defaultTyreHotelRoutes } from '@/tyre-hotel/routes'

export const dynamic = 'force-dynamic'

/** POST /api/tirehotel/authorization/logout: clears the session cookie (docs/api.md "Tyre hotel"). */
export const POST = () => defaultTyreHotelRoutes().logout()
