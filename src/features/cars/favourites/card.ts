import type { SavedCar } from './rules'

type Listed = {
  car_id: string
  slug: string
  car_brand: string
  car_model: string
  car_primary_image?: { thumbnail_url: string } | null
}

/** What a card or the car page keeps of a car in the favourites or recently viewed (issue 37 §3). */
export const savedCarOf = (car: Listed): SavedCar => ({
  id: car.car_id,
  slug: car.slug,
  title: `${car.car_brand} ${car.car_model}`,
  image: car.car_primary_image?.thumbnail_url ?? null,
})
