import type { Payload } from 'payload'
import type { Site } from '@/payload-types'
import { appendBlock } from './dealer-lists'
import type { SiteKey } from './site-definitions'

/**
 * The tyre hotel is a Swedish flow (spec 2 §1): se's tyre hotel page (where its navigation and the
 * redirect table lead) gets the block and so becomes the tyre-hotel route page.
 */
export const TYRE_HOTEL_PAGE = { site: 'se', path: '/dack-och-biltillbehor/dackhotell' } as const

export async function seedTyreHotelPage(payload: Payload, sites: Record<SiteKey, Site>): Promise<boolean> {
  return appendBlock(payload, sites[TYRE_HOTEL_PAGE.site], TYRE_HOTEL_PAGE.path, {
    blockType: 'tyreHotel',
    contactEmail: 'dackhotell@bilgruppen.example',
    facilitiesPath: '/anlaggningar',
    tireInfoPath: '/dack-och-biltillbehor/hjulskifte-och-hjulinstallningar',
    bookServicePath: '/service-och-verkstad/boka-bilverkstad',
    declinePath: '/dack-och-biltillbehor',
  })
}
