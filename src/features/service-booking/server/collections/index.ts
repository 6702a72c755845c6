import { WorkshopBookings } from './bookings'
import { WorkshopBrands } from './brands'
import { WorkshopCategories } from './categories'
import { WorkshopDepartments } from './departments'
import { WorkshopOfferings } from './offerings'
import { VehicleRegistry } from './vehicles'

/** The service booking's collections, in the admin's order. */
export const BOOKING_COLLECTIONS = [
  WorkshopDepartments,
  WorkshopOfferings,
  WorkshopCategories,
  WorkshopBrands,
  VehicleRegistry,
  WorkshopBookings,
]
