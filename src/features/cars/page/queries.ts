/** The car detail page's reads besides the car itself (spec 1 §7): similar cars, other trims, the car's dealer site. */
import 'server-only'
import { cache } from 'react'
import type { Locale } from '@/cms/locales'
import type { CardCar } from '@/features/cars/list/queries'
import { CARD_FIELDS } from '@/features/cars/list/query'
import type { CarDetail } from '@/features/cars/detail'
import { dealerListPath } from '@/features/dealers/pages/queries'
import { indexName } from '@/features/search/indices'
import { searchCars, searchSites } from '@/features/search/queries'
import { otherTrimsQuery, similarCarsQuery } from '@/features/search/similar'
import type { SiteRecord } from '@/features/search/site-schema'
import type { SearchIndex } from '@/sites/markets'
import { log } from '@/platform/log/logger'

type SimilarSource = Pick<
  CarDetail,
  'car_id' | 'car_is_sample' | 'car_brand' | 'car_model' | 'car_site_region' | 'car_body' | 'car_fuel'
>

/** spec 1 §8: a failed search is an empty answer; the page shows no similar cars rather than failing. */
async function orEmpty<T>(label: string, read: () => Promise<T[]>): Promise<T[]> {
  try {
    return await read()
  } catch (error) {
    log.error({ err: error }, `${label} failed`)
    return []
  }
}

/**
 * spec 1 §7 "similar cars (limit 8)": a real car → same region, body and fuel without itself; a sample car →
 * non-sample cars of its brand and model; no car → the slug's third dash-separated part as keyphrase.
 */
export const similarCars = cache((market: SearchIndex, car: SimilarSource | null, slug: string | null) =>
  orEmpty('similar cars', async () => {
    const source = car && {
      car_id: car.car_id,
      car_is_sample: Boolean(car.car_is_sample),
      car_brand: car.car_brand,
      car_model: car.car_model,
      car_site_region: car.car_site_region ?? '',
      car_body: car.car_body ?? '',
      car_fuel: car.car_fuel ?? '',
    }
    const query = similarCarsQuery(indexName('cars', market), source, slug ?? '')
    if (!source && !query.keyphrase) return []
    const answer = await searchCars({ ...query, fields: [...CARD_FIELDS] })
    return answer.content as unknown as CardCar[]
  }),
)

export type TrimLink = { car_id: string; slug: string; car_trim_package: string | null }

/** spec 1 §7 "other trim packages for sample cars": same model, own id excluded (car_trim_package, car_id, slug). */
export const otherTrims = cache((market: SearchIndex, car: Pick<CarDetail, 'car_id' | 'car_brand' | 'car_model'>) =>
  orEmpty(
    'other trims',
    async () => (await searchCars(otherTrimsQuery(indexName('cars', market), car))).content as unknown as TrimLink[],
  ),
)

/** spec 1 §7 "site by site_id (limit 1)": the dealer site a car stands at, for the contact section. */
export const carDealer = cache(
  async (market: SearchIndex, siteId: string | null | undefined): Promise<SiteRecord | null> => {
    if (!siteId) return null
    const [site] = await orEmpty(
      'dealer of car',
      async () =>
        (await searchSites({ index: indexName('sites', market), filters: { site_id: [siteId] }, limit: 1 })).content,
    )
    return site ?? null
  },
)

/** The dealer's own page (the site list page holding the dealerList block, then the slug), or null without a list. */
export const dealerPagePath = cache(
  async (siteId: number, locale: Locale, slug: string | null | undefined): Promise<string | null> => {
    if (!slug) return null
    const list = await dealerListPath(siteId, locale)
    return list ? `${list === '/' ? '' : list}/${slug}` : null
  },
)
