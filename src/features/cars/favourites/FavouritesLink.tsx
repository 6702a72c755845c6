'use client'
import Link from 'next/link'
import { useSyncExternalStore } from 'react'
import { Heart } from 'lucide-react'
import { translator } from '@/i18n/catalogue'
import { MAX_FAVOURITES } from './rules'
import { favouritesNotice, favouritesStore } from './store'
import type { FavouritesMessages } from './strings'
import styles from './Favourites.module.css'

/**
 * The header's link to the favourites page (issue 37 §3), named with the count ('Favoriter, 2 bilar'); the count
 * shows on the heart once the browser's list is read (the link's box is the same with and without it). Its live
 * region says when a heart was refused because the list is full.
 */
export function FavouritesLink({ href, messages }: { href: string; messages: FavouritesMessages }) {
  const list = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.server)
  const notice = useSyncExternalStore(favouritesNotice.subscribe, favouritesNotice.get, favouritesNotice.server)
  const t = translator(messages)
  const count = list.cars.length
  const full = notice ? t('full', { max: MAX_FAVOURITES }) : ''
  return (
    <div className={styles.headerSlot}>
      <Link
        href={href}
        className={styles.headerLink}
        aria-label={t('headerLink', { count })}
        data-testid="favourites-link"
      >
        <Heart aria-hidden="true" size={24} />
        {count ? (
          <span className={styles.count} aria-hidden="true" data-testid="favourites-count">
            {count}
          </span>
        ) : null}
      </Link>
      <p className={styles.notice} role="status" data-shown={notice ? '' : undefined}>
        {full}
      </p>
    </div>
  )
}
