import type { CarDisplay } from '@/features/cars/display'
import type { CompareCar } from './list'
import { compareValues, type ComparableCar } from './values'

type Listed = ComparableCar & {
  car_id: string
  car_brand: string
  car_model: string
  car_version?: string | null
  car_primary_image?: { thumbnail_url: string } | null
}

/** What a card or the detail page puts on the compare list before the full record arrives (spec 1 §4). */
export function compareCarOf(car: Listed, href: string, display: Pick<CarDisplay, 'market' | 'lang'>): CompareCar {
  return {
    id: car.car_id,
    href,
    title: `${car.car_brand} ${car.car_model}`,
    version: car.car_version ?? null,
    image: car.car_primary_image?.thumbnail_url ?? null,
    values: compareValues(car, display),
  }
}
