/** The matcher's view of the app's search service (src/features/search/search.ts): the in-process index. */
import 'server-only'
import { carPath, carTitle } from '@/features/cars/detail'
import { search, syncSearch } from '@/features/search/search'
import { MAX_LIST } from '@/features/search/limits'
import type { CarSource } from './matcher'

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** The fields the prefilter reads are those the saved searches filter by; the whole record is read for them. */
export const searchCarSource: CarSource = {
  sync: () => syncSearch(),
  async cars(market, ids) {
    const out = new Map<string, Record<string, unknown>>()
    for (const part of chunks(ids, MAX_LIST)) {
      const answer = await search({ index: `cars-${market}`, filters: { car_id: part }, limit: part.length })
      for (const car of answer.content) out.set(String(car.car_id), car)
    }
    return out
  },
  async matching(market, query, ids) {
    const out = new Set<string>()
    for (const part of chunks(ids, MAX_LIST)) {
      const answer = await search({
        index: `cars-${market}`,
        filters: { ...query.filters, car_id: part },
        ...(query.keyphrase ? { keyphrase: query.keyphrase } : {}),
        fields: ['car_id'],
        limit: part.length,
      })
      for (const car of answer.content) out.add(String(car.car_id))
    }
    return out
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
