import { offeringsRoute } from '../../offerings-route'

export const dynamic = 'force-dynamic'

/** GET /api/mechmate/addons/{registrationNumber}?lat&lng[&departmentId] (spec 2 §7.1): the add-ons of step 3, same shape as services. */
export const GET = offeringsRoute('addon')
