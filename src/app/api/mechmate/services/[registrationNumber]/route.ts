import { offeringsRoute } from '../../offerings-route'

export const dynamic = 'force-dynamic'

/**
 * GET /api/mechmate/services/{registrationNumber}?lat&lng[&departmentId] (spec 2 §7.1):
 * {serviceOfferingCategories} for step 2, median prices near lat/lng or the department's prices.
 */
export const GET = offeringsRoute('service')
