import Link from 'next/link'
import type { CarDisplay } from '@/features/cars/display'
import { translator } from '@/i18n/catalogue'
import type { CompareMessages } from '@/features/cars/compare/strings'
import type { FavouritesMessages } from '@/features/cars/favourites/strings'
import { CarCard } from './CarCard'
import { capLeft, hasMore, shownCount, totalText } from './display'
import type { CarListResult } from './queries'
import type { CarListMessages } from './strings'
import styles from './CarList.module.css'

type Props = {
  result: CarListResult
  page: number
  /** The URL of the next page (pages 1..n+1 shown: spec 1 §2 show-more appends the next 48). */
  nextHref: string
  detailBase: string
  /** The market and the page's language, with the site's translations of stored values. */
  display: CarDisplay
  messages: CarListMessages
  compareMessages: CompareMessages
  favouritesMessages: FavouritesMessages
  formatCount: (n: number) => string
  /** The list is filtered by a monthly budget: the cards state what their monthly cost assumes. */
  budget?: boolean
  /** A car's distance in the market's unit ("12 km"), when the list measures from a place or position. */
  distanceOf?: (km: number) => string
}

/** Cards eager-loaded for the first paint: the first row at the widest grid. */
const EAGER = 4

/**
 * The list's cars, "showing X of Y" and show-more (spec 1 §2, §4, §9), or the list errors of spec 1 §8.
 * Show-more is a link to the next page, so it works without JavaScript; with it, Next navigates in place. On the
 * last page the cap allows, a note counts the cars left out and points to the filters.
 */
export function CarResults({
  result,
  page,
  nextHref,
  detailBase,
  display,
  messages,
  compareMessages,
  favouritesMessages,
  formatCount,
  budget = false,
  distanceOf,
}: Props) {
  // The total's `#` reads '10 000+' at the cap (spec 1 §4); the plural form follows the number.
  const t = translator(messages, (n) => totalText(n, formatCount))
  if (!result.ok)
    return (
      <p className={styles.message} role="alert" data-testid="car-list-error">
        {t('carListError')}
      </p>
    )
  if (result.total === 0)
    return (
      <p className={styles.message} role="status" data-testid="car-list-empty">
        {t('noSearchResults')}
      </p>
    )
  const shown = shownCount(result.total, page)
  const left = capLeft(result.total, page)
  return (
    <>
      <ul className={styles.grid} aria-label={t('cars')} data-testid="car-list-grid">
        {result.cars.map((car, i) => (
          <li key={car.car_id}>
            <CarCard
              car={car}
              detailBase={detailBase}
              display={display}
              messages={messages}
              compareMessages={compareMessages}
              favouritesMessages={favouritesMessages}
              eager={i < EAGER && page === 1}
              budget={budget}
              distance={distanceOf && typeof car.distance_km === 'number' ? distanceOf(car.distance_km) : null}
            />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <p role="status" data-testid="car-list-showing">
          {t('showing', { shown: formatCount(shown), total: result.total })}
        </p>
        {hasMore(result.total, page) ? (
          <Link href={nextHref} scroll={false} className={styles.moreButton} data-testid="car-list-more">
            {t('showMore')}
          </Link>
        ) : null}
        {/* The page cap leaves cars out; say so, and how to reach them, instead of stopping silently. */}
        {left > 0 ? (
          <p className={styles.capNote} data-testid="car-list-cap">
            {t('pageCap', { left: formatCount(left) })}
          </p>
        ) : null}
      </div>
    </>
  )
}
