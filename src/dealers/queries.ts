/** The dealers domain's reads for the server, cached per request (React.cache). */
import 'server-only'
import { cache } from 'react'
import type { Payload } from 'payload'
import type { DealerSite } from '@/payload-types'

/** A dealer site by its organisation key (`site_id`, the key the finance provider and search use); null if none. */
export const dealerSiteByKey = cache(async (payload: Payload, key: string): Promise<DealerSite | null> => {
  const { docs } = await payload.find({ collection: 'dealer-sites', where: { site_id: { equals: key } }, limit: 1, depth: 0 })
  return docs[0] ?? null
})
