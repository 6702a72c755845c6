import { seedCarMedia } from './car-media'
import type { Payload } from 'payload'
import { seedAdmin, type AdminCredentials } from './admin'
import { seedSites } from './sites'
import { createMediaLibrary } from './media-library'
import { seedContent } from './content'
import { seedDealers } from './dealers'
import { seedDealerLists } from './dealer-lists'
import { seedRedirects } from './redirects'
import { seedCarImages, seedCars } from './cars'
import { seedFinance } from './finance'
import { iterateCars } from '@/demo/cars/generate'
import { toDealerSummary } from '@/dealers/summary'

export type SeedOptions = { cars: number; dataDir: string; log: (msg: string) => void }

/**
 * The demo: six sites with content in their languages, ~30 dealer sites, cars and stories. Every step
 * creates only what is missing (by natural key), and all data is deterministic, so seeding an already
 * seeded database changes nothing.
 */
export async function seed(payload: Payload, { cars, dataDir, log }: SeedOptions): Promise<AdminCredentials | null> {
  const admin = await seedAdmin(payload, dataDir)
  const sites = await seedSites(payload)
  log('sites ready')
  const media = createMediaLibrary(payload)
  await seedContent(payload, { sites, media, log })
  log('content ready')
  const dealers = await seedDealers(payload, sites, media)
  log(`${dealers.length} dealer sites ready`)
  log(`dealer lists: ${await seedDealerLists(payload, sites)} pages given a site list or workshop grid`)
  // after the site lists: redirect targets are linted against the pages, dealer sites' pages included
  await seedRedirects(payload, sites, log)
  const finance = await seedFinance(payload, sites, dealers)
  log(`finance: ${finance.products} new UK products, ${finance.pages} new demo pages`)
  await seedCarImages(payload, media, log)
  log('car images ready')
  const inserted = await seedCars(payload, iterateCars({ count: cars, dealers: dealers.map(toDealerSummary), batchSize: 2000 }), log)
  log(`${inserted} new cars (of ${cars})`)
  log(`car media: ${await seedCarMedia(payload, media, log)} new registrations with video or 360 views`)
  return admin
}
