import type React from 'react'
import Image from 'next/image'
import styles from '@/ui/DetailView.module.css'
import { carTitle, type CarDetail } from './detail'

/** The car detail page's heading, picture, price and key facts, then its sections (spec 1 §2; issue 12 adds the others). */
export function CarDetailView({ car, children }: { car: CarDetail; children?: React.ReactNode }) {
  const image = car.car_primary_image
  const campaign = car.car_has_campaign_price && car.car_campaign_price_text
  const facts = [car.car_year, car.car_mileage_text, car.car_fuel, car.car_gearbox, [car.car_site_name, car.car_site_city].filter(Boolean).join(', ')]
  return (
    <div className={styles.view} data-car-id={car.car_id}>
      <h1 className={styles.title}>{carTitle(car)}</h1>
      {image ? (
        <div className={styles.media}>
          <Image src={image.thumbnail_url} alt={carTitle(car)} fill priority sizes="(min-width: 1024px) 48rem, 100vw" placeholder="blur" blurDataURL={image.blur_data_url} />
        </div>
      ) : null}
      <p className={styles.price}>
        {campaign || car.car_price_text}
        {campaign && car.car_retail_price_text ? <s>{car.car_retail_price_text}</s> : null}
      </p>
      <ul className={styles.facts}>
        {facts.filter(Boolean).map((fact) => (
          <li key={String(fact)}>{fact}</li>
        ))}
      </ul>
      {children}
    </div>
  )
}
