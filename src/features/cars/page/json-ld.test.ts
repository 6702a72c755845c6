import { describe, expect, it } from 'vitest'
import { carJsonLd, jsonLdText } from './json-ld'

const car = {
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_version: 'B4',
  car_year: 2021,
  car_color: 'Silver',
  car_fuel: 'Diesel',
  car_gearbox: 'Automat',
  car_body: 'SUV',
  car_is_used: true,
  car_odometer: 4500,
  car_odometer_unit: 'mil' as const,
  car_chassino: 'YV1UZA8V1M1234567',
  car_description: 'Fin bil',
  car_price: 349_900,
  car_price_currency: 'SEK',
  car_site_name: 'Bilgruppen Göteborg',
  car_images: [{ original: '/-/media/car.webp', blur_data_url: '' }],
  car_primary_image: null,
  car_vehicle_type_code: 'PC' as const,
}

describe('Car JSON-LD', () => {
  it('describes the car with its offer, mileage and VIN', () => {
    const data = carJsonLd(car, 'https://se.example', 'https://se.example/kop-bil/1/volvo')
    expect(data).toMatchObject({
      '@type': 'Car',
      name: 'Volvo XC60 B4',
      vehicleIdentificationNumber: 'YV1UZA8V1M1234567',
      mileageFromOdometer: { value: 45_000, unitCode: 'KMT' },
      image: ['https://se.example/-/media/car.webp'],
      itemCondition: 'https://schema.org/UsedCondition',
      offers: {
        '@type': 'Offer',
        price: 349_900,
        priceCurrency: 'SEK',
        availability: 'https://schema.org/InStock',
        url: 'https://se.example/kop-bil/1/volvo',
      },
    })
  })
  it('leaves out what the car does not have', () => {
    const data = carJsonLd(
      { ...car, car_chassino: null, car_odometer: null, car_is_used: false },
      'https://se.example',
      'https://se.example/x',
    )
    expect(data).not.toHaveProperty('vehicleIdentificationNumber')
    expect(data).not.toHaveProperty('mileageFromOdometer')
    expect(data.itemCondition).toBe('https://schema.org/NewCondition')
  })
  it('counts miles as miles', () => {
    expect(
      carJsonLd({ ...car, car_odometer: 12_000, car_odometer_unit: 'miles' }, 'o', 'u').mileageFromOdometer,
    ).toEqual({ '@type': 'QuantitativeValue', value: 12_000, unitCode: 'SMI' })
  })
  it('cannot close its script tag', () => {
    expect(jsonLdText({ a: '</script>' })).not.toContain('</')
  })
})
