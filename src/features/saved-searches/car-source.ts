/** The matcher's view of the app's search service (src/features/search/search.ts) and of the cars' rows. */
import 'server-only'
import { carPath, carTitle } from '@/features/cars/detail'
import type { CarRecord } from '@/features/cars/types'
import { loadCars } from '@/features/search/loader'
import { carsApart, syncSearch } from '@/features/search/search'
import type { CarSource } from './matcher'
import { matchingIn } from './transitions'

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** The records are read as the index reads them (with the description, for the keyphrase's words). */
export const searchCarSource: CarSource = {
  sync: () => syncSearch(),
  async load(payload, ids) {
    const out = new Map<string, Record<string, unknown>>()
    for (const part of chunks(ids, 1000))
      for (const car of await loadCars(payload, part, { resident: true })) out.set(car.car_id, car)
    return out
  },
  async index(market, records) {
    const engine = await carsApart(market, records as unknown as CarRecord[])
    return { matching: (query, ids) => matchingIn(engine, `cars-${market}`, query, ids) }
  },
  describe(_market, car, links) {
    const image = (car.car_primary_image as { thumbnail_url?: string } | null)?.thumbnail_url ?? null
    return {
      title: carTitle(car as Parameters<typeof carTitle>[0]),
      image: image ? new URL(image, links.origin).toString() : null,
      url: `${links.origin}${carPath(links.detailBase, car as Parameters<typeof carPath>[1])}`,
    }
  },
}
