'use client'
import Image from 'next/image'
import Link from 'next/link'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { X } from 'lucide-react'
import { translator } from '@/i18n/catalogue'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'
import { Price } from '@/ui/Price'
import { useHydrated } from '@/ui/hydration'
import { CAR_NAME_FIELDS, carPath } from '@/features/cars/detail'
import { mileageText, shownValue, type CarDisplay } from '@/features/cars/display'
import { fetchCarsById } from '@/features/cars/records-by-id'
import { savedCarOf } from './card'
import { FavouriteToggle } from './FavouriteToggle'
import { MAX_FAVOURITES, removeSaved, SHARE_PARAM, shareQuery, sharedIds, type SavedCars } from './rules'
import { favouritesStore } from './store'
import type { FavouritesMessages } from './strings'
import styles from './Favourites.module.css'

/** What the page asks the search service for each car: what it shows, with the current price. */
const FIELDS = [...CAR_NAME_FIELDS, 'car_year', 'car_mileage_text', 'car_mileage', 'car_fuel', 'car_site_city'] as const

type Current = {
  car_id: string
  slug: string
  car_brand: string
  car_model: string
  car_version?: string | null
  car_primary_image?: { thumbnail_url: string } | null
  car_price: number
  car_year?: number | null
  car_mileage_text?: string | null
  car_mileage?: number | null
  car_fuel?: string | null
  car_site_city?: string | null
}

/** The answer for one list of ids: null while asked, `failed` when the service did not answer. */
type Answer = { key: string; cars: Map<string, Current> | 'failed' }

const noSubscription = () => () => {}
const readLocation = () => window.location.href
const serverLocation = () => null

type Props = { messages: FavouritesMessages; display: CarDisplay; detailBase: string }

/**
 * The favourites page (issue 37 §3): the visitor's favourites, or the cars a shared link names (`?cars=12,34`,
 * at most 50 ids, read in the browser), with their current prices from the search service (one bounded query).
 * A car the service no longer has is shown as sold, never dropped silently. The own list can be shared as a link;
 * a shared list can be saved into the own favourites. Rendered in the browser only: the lists are the browser's.
 */
export function FavouritesList({ messages, display, detailBase }: Props) {
  const t = translator(messages)
  const hydrated = useHydrated()
  const list = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.server)
  const href = useSyncExternalStore(noSubscription, readLocation, serverLocation)
  const url = href ? new URL(href) : null
  const shared = url ? sharedIds(url.searchParams.get(SHARE_PARAM)) : null
  const ids = shared ?? list.cars.map((car) => car.id)
  const key = ids.join(',')
  const [answer, setAnswer] = useState<Answer | null>(null)
  const [copied, setCopied] = useState(false)
  const { market } = display

  // One query per list of ids (its key), once the page runs in the browser; a later list's answer replaces it.
  useEffect(() => {
    if (!hydrated || !key) return
    let live = true
    void fetchCarsById<Current>(market, key.split(','), FIELDS).then((cars) => {
      if (live) setAnswer({ key, cars: cars ? new Map(cars.map((car) => [car.car_id, car])) : 'failed' })
    })
    return () => {
      live = false
    }
  }, [hydrated, key, market])
  if (!hydrated || !url) return <div className={styles.page} data-testid="favourites-page" />

  const current = answer?.key === key ? answer.cars : null
  const own = shared === null
  const pagePath = url.pathname
  const shareLink = `${url.origin}${pagePath}${shareQuery(list)}`
  const keepShared = () => {
    if (current === null || current === 'failed') return
    favouritesStore.update((mine) => {
      const have = new Set(mine.cars.map((car) => car.id))
      const added = ids.flatMap((id) => {
        const car = current.get(id)
        return car && !have.has(id) ? [savedCarOf(car)] : []
      })
      return { cars: [...added, ...mine.cars].slice(0, MAX_FAVOURITES) } satisfies SavedCars
    })
  }
  const copy = () => {
    void navigator.clipboard?.writeText(shareLink).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }

  return (
    <div className={styles.page} data-testid="favourites-page" data-shared={own ? undefined : ''}>
      {own ? (
        ids.length ? (
          <div className={styles.bar}>
            <p className={styles.summary}>{t('saved', { count: ids.length })}</p>
            <Button variant="secondary" onClick={copy} data-testid="favourites-share">
              {t('share')}
            </Button>
            <p className={styles.hint}>
              {t('shareHint')}{' '}
              <a href={shareLink} className={styles.shareLink} data-testid="favourites-share-link">
                {shareLink}
              </a>
            </p>
          </div>
        ) : (
          <p className={styles.summary} data-testid="favourites-empty">
            {t('empty')}
          </p>
        )
      ) : (
        <div className={styles.bar}>
          <p className={styles.summary}>{t('shared', { count: ids.length })}</p>
          <Button
            onClick={keepShared}
            disabled={current === null || current === 'failed'}
            data-testid="favourites-keep"
          >
            {t('keepShared')}
          </Button>
          <Link href={pagePath} className={styles.mine}>
            {t('showMine')}
          </Link>
        </div>
      )}
      <p role="status" className={styles.status}>
        {copied
          ? t('copied')
          : current === null && ids.length
            ? t('loading')
            : current === 'failed'
              ? t('loadError')
              : ''}
      </p>
      {ids.length ? (
        <ul className={styles.items} data-testid="favourites-items">
          {ids.map((id) => {
            const car = current && current !== 'failed' ? current.get(id) : undefined
            const stored = list.cars.find((c) => c.id === id)
            if (car) return <CurrentCar key={id} car={car} {...{ messages, display, detailBase }} />
            const title = stored?.title ?? t('unknownCar', { id })
            const sold = current !== null && current !== 'failed'
            return (
              <li key={id} className={styles.item} data-car-id={id} data-sold={sold ? '' : undefined}>
                <div className={styles.thumb}>
                  {stored?.image ? <Image src={stored.image} alt="" fill sizes="10rem" /> : null}
                </div>
                <div className={styles.body}>
                  <h2 className={styles.title}>{title}</h2>
                  {sold ? (
                    <p className={styles.soldLine}>
                      <span className={styles.sold}>{t('sold')}</span> {t('soldText')}
                    </p>
                  ) : null}
                </div>
                {stored ? (
                  <IconButton
                    label={t('remove', { car: title })}
                    onClick={() => favouritesStore.update((mine) => removeSaved(mine, id))}
                    className={styles.action}
                  >
                    <X aria-hidden="true" size={20} />
                  </IconButton>
                ) : null}
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
}

/** A car the search service still has: picture, title linking to its page, current price, facts, heart. */
function CurrentCar({ car, messages, display, detailBase }: Props & { car: Current }) {
  const t = translator(messages)
  const title = `${car.car_brand} ${car.car_model}`
  const facts = [
    car.car_year ? String(car.car_year) : null,
    mileageText(display, car),
    car.car_fuel ? shownValue(display, car.car_fuel) : null,
    car.car_site_city ?? null,
  ].filter(Boolean)
  return (
    <li className={styles.item} data-car-id={car.car_id}>
      <div className={styles.thumb}>
        {car.car_primary_image ? <Image src={car.car_primary_image.thumbnail_url} alt="" fill sizes="10rem" /> : null}
      </div>
      <div className={styles.body}>
        <h2 className={styles.title}>
          <Link href={carPath(detailBase, car)}>{title}</Link>
        </h2>
        {car.car_version ? <p className={styles.version}>{car.car_version}</p> : null}
        <Price amount={car.car_price} market={display.market} lang={display.lang} className={styles.price} />
        {facts.length ? <p className={styles.facts}>{facts.join(' · ')}</p> : null}
      </div>
      <FavouriteToggle car={savedCarOf(car)} label={t('toggleCar', { car: title })} className={styles.action} />
    </li>
  )
}
