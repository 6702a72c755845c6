import type { Payload } from 'payload'
import type { ServiceBookingBlock, Site } from '@/payload-types'
import type { SiteKey } from './site-definitions'

type Booking = Omit<ServiceBookingBlock, 'blockType'>

/**
 * The demo's service booking page (spec 2 §2.1): se's /service-och-verkstad/boka-bilverkstad, where the
 * redirect tables and the header's "Boka service" already lead, gets the booking block first on the
 * page and so becomes a service-booking route page. The generic intro links two premium brands' own
 * booking sites (as the booking catalogue's brands do), a sports-car page and the truck page; the
 * authorised brands are those of the demo's workshops.
 */
export const SERVICE_BOOKING_PAGES: Partial<Record<SiteKey, { path: string; block: Booking }>> = {
  se: {
    path: '/service-och-verkstad/boka-bilverkstad',
    block: {
      brandLinks: [
        { label: 'BMW', href: 'https://www.bmw.se/sv/topics/owners/service-booking.html', newTab: true },
        {
          label: 'Mercedes-Benz',
          href: 'https://www.mercedes-benz.se/passengercars/services/service-booking.html',
          newTab: true,
        },
        { label: 'Ferrari', href: '/kop-bil/bilmarken', newTab: false },
        { label: 'Lastbilar', href: '/kop-bil/foretag/lastbilar', newTab: false },
      ],
      authorisedBrands: [
        'Volvo',
        'Polestar',
        'Volkswagen',
        'Audi',
        'Skoda',
        'Kia',
        'Toyota',
        'Renault',
        'Dacia',
        'Hyundai',
      ].map((brand) => ({ brand })),
      contactEmail: 'kundservice@bilgruppen.example',
    },
  },
}

/** Puts the block first on the page in every locale it has, unless it is there already; whether it added any. */
async function prependBooking(payload: Payload, site: Site, path: string, block: Booking): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'pages',
    locale: site.defaultLocale,
    where: { and: [{ site: { equals: site.id } }, { path: { equals: path } }] },
    depth: 0,
    limit: 1,
    select: { path: true },
  })
  const page = docs[0]
  if (!page) throw new Error(`service booking: ${site.key} has no page at ${path}`)
  let added = false
  for (const locale of site.siteLocales) {
    const doc = await payload.findByID({ collection: 'pages', id: page.id, locale, depth: 0, fallbackLocale: false })
    if (!doc.layout || doc.layout.some((b) => b.blockType === 'serviceBooking')) continue
    await payload.update({
      collection: 'pages',
      id: page.id,
      locale,
      depth: 0,
      data: { layout: [{ blockType: 'serviceBooking', ...block }, ...doc.layout], _status: 'published' },
    })
    added = true
  }
  return added
}

export async function seedServiceBooking(payload: Payload, sites: Record<SiteKey, Site>): Promise<number> {
  let pages = 0
  for (const [key, page] of Object.entries(SERVICE_BOOKING_PAGES) as [SiteKey, { path: string; block: Booking }][]) {
    if (await prependBooking(payload, sites[key], page.path, page.block)) pages++
  }
  return pages
}
