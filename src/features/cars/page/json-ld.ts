/** Structured data of a car detail page: schema.org `Car` with its `Offer`. */
import type { CarDetail } from '@/features/cars/detail'
import { carTitle } from '@/features/cars/detail'

type Source = Pick<
  CarDetail,
  | 'car_brand'
  | 'car_model'
  | 'car_version'
  | 'car_year'
  | 'car_color'
  | 'car_fuel'
  | 'car_gearbox'
  | 'car_body'
  | 'car_is_used'
  | 'car_odometer'
  | 'car_odometer_unit'
  | 'car_chassino'
  | 'car_description'
  | 'car_price'
  | 'car_price_currency'
  | 'car_site_name'
  | 'car_images'
  | 'car_primary_image'
  | 'car_vehicle_type_code'
>

/** Odometer as a schema.org QuantitativeValue: Scandinavian mil (10 km) in km, miles as SMI (UN/CEFACT codes). */
function mileage(value: number | null | undefined, unit: CarDetail['car_odometer_unit']) {
  if (value === null || value === undefined || !unit) return undefined
  return unit === 'miles'
    ? { '@type': 'QuantitativeValue', value, unitCode: 'SMI' }
    : { '@type': 'QuantitativeValue', value: unit === 'mil' ? value * 10 : value, unitCode: 'KMT' }
}

const absolute = (origin: string, src: string) =>
  /^https?:\/\//.test(src) ? src : `${origin}${src.startsWith('/') ? '' : '/'}${src}`

/** The car as schema.org `Car` with an `Offer` (price, currency, in stock), mileage and VIN where present. */
export function carJsonLd(car: Source, origin: string, url: string): Record<string, unknown> {
  const images = (
    car.car_images?.length
      ? car.car_images.map((i) => i.original)
      : car.car_primary_image
        ? [car.car_primary_image.thumbnail_url]
        : []
  ).map((src) => absolute(origin, src))
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: carTitle(car),
    url,
    brand: { '@type': 'Brand', name: car.car_brand },
    model: car.car_model,
    itemCondition: car.car_is_used ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    image: images.length ? images : undefined,
    description: car.car_description || undefined,
    vehicleModelDate: car.car_year ? String(car.car_year) : undefined,
    color: car.car_color || undefined,
    fuelType: car.car_fuel || undefined,
    vehicleTransmission: car.car_gearbox || undefined,
    bodyType: car.car_body || undefined,
    mileageFromOdometer: mileage(car.car_odometer, car.car_odometer_unit),
    vehicleIdentificationNumber: car.car_chassino || undefined,
    offers: {
      '@type': 'Offer',
      price: car.car_price,
      priceCurrency: car.car_price_currency || undefined,
      availability: 'https://schema.org/InStock',
      url,
      // Vans are priced without VAT (spec 1 §3).
      ...(car.car_vehicle_type_code === 'LCV'
        ? {
            priceSpecification: {
              '@type': 'PriceSpecification',
              price: car.car_price,
              priceCurrency: car.car_price_currency || undefined,
              valueAddedTaxIncluded: false,
            },
          }
        : {}),
      ...(car.car_site_name ? { seller: { '@type': 'AutoDealer', name: car.car_site_name } } : {}),
    },
  }
  return JSON.parse(JSON.stringify(data))
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no text can close the script. */
export const jsonLdText = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
