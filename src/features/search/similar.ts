/**
 * Query builders for the car detail page's searches (spec 1 §7, §9): similar cars, other trim
 * packages of a sample car, cars of a dealer site.
 */
import type { CarRecord } from '@/features/cars/types'
import type { SearchQuery } from './contract'

export const SIMILAR_CARS_LIMIT = 8

type SimilarSource = Pick<
  CarRecord,
  'car_id' | 'car_is_sample' | 'car_brand' | 'car_model' | 'car_site_region' | 'car_body' | 'car_fuel'
>

/**
 * Similar cars: a real car → other cars of the same region, body and fuel (its own id excluded);
 * a sample car → non-sample cars of the same brand and model; no car found → the third
 * dash-separated part of the slug as keyphrase.
 */
export function similarCarsQuery(index: string, car: SimilarSource | null, slug = ''): SearchQuery {
  const base = { index, limit: SIMILAR_CARS_LIMIT, facets: [] }
  if (!car) return { ...base, keyphrase: slug.split('-')[2] ?? '' }
  if (car.car_is_sample) {
    return { ...base, filters: { car_is_sample: false, car_brand: [car.car_brand], car_model: [car.car_model] } }
  }
  return {
    ...base,
    filters: {
      car_id: { not: [car.car_id] },
      car_site_region: [car.car_site_region],
      car_body: [car.car_body],
      car_fuel: [car.car_fuel],
    },
  }
}

/** Other trim packages of a sample car: samples of the same brand and model, its own id excluded. */
export function otherTrimsQuery(
  index: string,
  car: Pick<CarRecord, 'car_id' | 'car_brand' | 'car_model'>,
): SearchQuery {
  return {
    index,
    limit: 100,
    fields: ['car_trim_package', 'car_id', 'slug'],
    filters: {
      car_is_sample: true,
      car_brand: [car.car_brand],
      car_model: [car.car_model],
      car_id: { not: [car.car_id] },
    },
    sort_name: 'price_asc',
  }
}
