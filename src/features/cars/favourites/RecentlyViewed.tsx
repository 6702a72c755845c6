'use client'
import Image from 'next/image'
import Link from 'next/link'
import { useSyncExternalStore } from 'react'
import { carPath } from '@/features/cars/detail'
import { recentStore } from './store'
import styles from './Favourites.module.css'

/**
 * "Recently viewed" (issue 37 §3): the last 12 car pages the visitor opened, newest first, as small cards linking to
 * them. Nothing in the server's HTML, nothing while the list is empty: it sits below the page's content, so showing
 * it moves nothing above.
 */
type Props = { title: string; detailBase: string; className?: string }

export function RecentlyViewed({ title, detailBase, className }: Props) {
  const list = useSyncExternalStore(recentStore.subscribe, recentStore.get, recentStore.server)
  if (!list.cars.length) return null
  return (
    <section
      className={className ? `${styles.recent} ${className}` : styles.recent}
      aria-labelledby="recently-viewed"
      data-testid="recently-viewed"
    >
      <h2 id="recently-viewed" className={styles.recentTitle}>
        {title}
      </h2>
      <ul className={styles.recentList}>
        {list.cars.map((car) => (
          <li key={car.id} className={styles.recentCar} data-car-id={car.id}>
            <div className={styles.thumb}>{car.image ? <Image src={car.image} alt="" fill sizes="10rem" /> : null}</div>
            <Link href={carPath(detailBase, { car_id: car.id, slug: car.slug })} className={styles.recentLink}>
              {car.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
