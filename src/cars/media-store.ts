/** Reads of stored media data by registration (spec 1 §7 "GET /api/{name}/{regNo}"). */
import type { Payload } from 'payload'
import { NotFoundError } from '@/platform/errors'
import type { SearchIndex } from '@/sites/markets'
import { normalizePlate, toMediaData, type MediaData } from './media-data'

/** The media of a market's car by its plate; NotFoundError (404) when none is stored. */
export async function mediaByPlate(payload: Payload, index: SearchIndex, plate: string): Promise<MediaData> {
  const { docs } = await payload.find({
    collection: 'car-media',
    where: { and: [{ index: { equals: index } }, { regNo: { equals: normalizePlate(plate) } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  if (!docs[0]) throw new NotFoundError('No media is stored for this registration number.')
  return toMediaData(docs[0])
}
