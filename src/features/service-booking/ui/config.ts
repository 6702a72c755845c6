/** What editors set on the booking block (src/features/blocks/ServiceBooking/config.ts), as the flow reads it. */
export type BrandLink = { label: string; href: string; newTab: boolean }

export type BookingConfig = {
  /** The generic intro's links (spec 2 §2.1): other brands' own booking pages, external or internal. */
  brandLinks: BrandLink[]
  /** The collapsible list of authorised brands (spec 2 §2.1). */
  authorisedBrands: string[]
  /** The mailbox the failure texts point to (spec 2 §8). */
  contactEmail: string | null
  /** The maps' style (src/features/maps/view.ts `mapStyleUrl`), for the booked workshop's map. */
  mapStyleUrl: string
}
