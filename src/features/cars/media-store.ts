/** Reads of stored media data by registration (spec 1 §7 "GET /api/{name}/{regNo}"). */
import type { Payload } from 'payload'
import type { SearchIndex } from '@/sites/markets'
import { normalizePlate, toMediaData, type MediaData } from './media-data'

/**
 * The media of a market's car by its plate. A plate without stored media is an answer, not an error: most cars
 * have none, and the car page asks for every car with a plate, so a 404 would be a console error on most car
 * pages. It answers the empty media (no video, no frames, every flag false).
 */
export async function mediaByPlate(payload: Payload, index: SearchIndex, plate: string): Promise<MediaData> {
  const { docs } = await payload.find({
    collection: 'car-media',
    where: { and: [{ index: { equals: index } }, { regNo: { equals: normalizePlate(plate) } }] },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return toMediaData(docs[0] ?? {})
}
