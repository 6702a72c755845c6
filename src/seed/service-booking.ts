import type { Payload } from 'payload'
import type { ServiceBookingBlock, Site } from '@/payload-types'
import { appendBlock } from './dealer-lists'
import type { SiteKey } from './site-definitions'

/**
 * The demo's service booking page (spec 2 §2.1): se's /service-och-verkstad/boka-bilverkstad, where the
 * redirect tables and the header's "Boka service" already lead, gets the booking block and so becomes
 * a service-booking route page. The generic intro links two premium brands' own booking sites, a
 * sports-car page and the truck page; the authorised brands are those of the demo's workshops.
 */
export const SERVICE_BOOKING_PAGES: Partial<Record<SiteKey, { path: string; block: Omit<ServiceBookingBlock, 'blockType'> }>> = {
  se: {
    path: '/service-och-verkstad/boka-bilverkstad',
    block: {
      brandLinks: [
        { label: 'Porsche', href: 'https://www.porsche.com/sweden/sv/', newTab: true },
        { label: 'Mercedes-Benz', href: 'https://www.mercedes-benz.se/', newTab: true },
        { label: 'Ferrari', href: '/kop-bil/bilmarken', newTab: false },
        { label: 'Lastbilar', href: '/kop-bil/foretag/lastbilar', newTab: false },
      ],
      authorisedBrands: ['Volvo', 'Volkswagen', 'Audi', 'Škoda', 'SEAT', 'Cupra', 'Kia', 'Toyota', 'Polestar'].map((brand) => ({ brand })),
      contactEmail: 'kundservice@bilgruppen.example',
    },
  },
}

export async function seedServiceBooking(payload: Payload, sites: Record<SiteKey, Site>): Promise<number> {
  let pages = 0
  for (const [key, page] of Object.entries(SERVICE_BOOKING_PAGES) as [SiteKey, NonNullable<(typeof SERVICE_BOOKING_PAGES)[SiteKey]>][]) {
    if (await appendBlock(payload, sites[key], page.path, { blockType: 'serviceBooking', ...page.block })) pages++
  }
  return pages
}
