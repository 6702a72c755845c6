/**
 * Closed vocabularies shared by the collection (select options), the zod schema and the generator,
 * so the three can never drift apart.
 */

/** Department groups (spec 1 §3 "Department"); 'Used cars' is added because the markets sell used stock. */
export const DEPARTMENT_GROUPS = ['New cars', 'Used cars', 'Parts', 'Workshop', 'Body work'] as const
export type DepartmentGroup = (typeof DEPARTMENT_GROUPS)[number]

/** Groups whose staff are the "sellers" shown on car detail pages (spec 1 §3 car_sellers). */
export const SALES_GROUPS: readonly DepartmentGroup[] = ['New cars', 'Used cars']
