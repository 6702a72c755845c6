import { seedCarMedia } from './car-media'
import type { Payload } from 'payload'
import { seedAdmin, seedSiteEditors, type AdminCredentials } from './admin'
import { seedSites } from './sites'
import { createMediaLibrary } from './media-library'
import { seedContent } from './content'
import { seedDealers } from './dealers'
import { seedDealerLists } from './dealer-lists'
import { seedServiceBooking } from './service-booking'
import { seedTyreHotelPage } from './tyre-hotel-page'
import { seedRedirects } from './redirects'
import { referencedCarImages, seedCarImages, seedCars } from './cars'
import { seedFinance } from './finance'
import { seedBooking } from './booking'
import { seedTyreHotel } from './tyre-hotel'
import { iterateCars } from '@/demo/cars/generate'
import { toDealerSummary } from '@/features/dealers/summary'

export type SeedOptions = {
  cars: number
  /** Where the first seed keeps the demo's logins (scripts/runtime.mjs names it per database). */
  credentialsFile: string
  log: (msg: string) => void
  /** Called once every site's pages can be served: what is left (the cars, their pictures and media) only adds cars. */
  onServable?: () => void
}

/**
 * The demo: six sites with content in their languages, ~30 dealer sites, cars and stories. Every step
 * creates only what is missing (by natural key), and all data is deterministic, so seeding an already
 * seeded database changes nothing.
 */
export async function seed(
  payload: Payload,
  { cars, credentialsFile, log, onServable }: SeedOptions,
): Promise<AdminCredentials | null> {
  const firstAdmin = await seedAdmin(payload, credentialsFile)
  const sites = await seedSites(payload)
  log('sites ready')
  // The site editors come with the admin, at the first seed only.
  const admin = firstAdmin && (await seedSiteEditors(payload, firstAdmin, sites, credentialsFile))
  const media = createMediaLibrary(payload)
  await seedContent(payload, { sites, media, log })
  log('content ready')
  const dealers = await seedDealers(payload, sites, media)
  log(`${dealers.length} dealer sites ready`)
  // The car pictures are the last media and the steps up to the cars make none, so they are converted (CPU
  // bound) while those steps wait on the database; a step failing first leaves their outcome unread.
  const carBatches = () => iterateCars({ count: cars, dealers: dealers.map(toDealerSummary), batchSize: 2000 })
  const carImages = seedCarImages(payload, media, referencedCarImages(carBatches()), log)
  carImages.catch(() => {})
  log(`dealer lists: ${await seedDealerLists(payload, sites)} pages given a site list or workshop grid`)
  log(`service booking: ${await seedServiceBooking(payload, sites)} pages given the booking`)
  if (await seedTyreHotelPage(payload, sites)) log('tyre hotel page ready')
  // after the site lists: redirect targets are linted against the pages, dealer sites' pages included
  await seedRedirects(payload, sites, log)
  const finance = await seedFinance(payload, sites, dealers)
  log(`finance: ${finance.products} new UK products, ${finance.pages} new demo pages`)
  const booking = await seedBooking(payload)
  log(
    `service booking: ${booking.departments} new workshop departments, ${booking.offerings} new offerings, ${booking.vehicles} new registered vehicles`,
  )
  const tyreHotel = await seedTyreHotel(payload)
  log(
    `tyre hotel: ${tyreHotel.stations} new stations, ${tyreHotel.agreements} new agreements (demo plates TYR123, TYR456, TYR789)`,
  )
  onServable?.()
  await carImages
  log('car images ready')
  const inserted = await seedCars(payload, carBatches(), log)
  log(`${inserted} new cars (of ${cars})`)
  log(`car media: ${await seedCarMedia(payload, media, log)} new registrations with video or 360 views`)
  return admin
}
