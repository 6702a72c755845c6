'use client'
import { useSyncExternalStore } from 'react'
import { Heart } from 'lucide-react'
import { isSaved, toggleFavourite, type SavedCar } from './rules'
import { favouritesNotice, favouritesStore } from './store'
import styles from './Favourites.module.css'

/** `label`: the accessible name, naming the car ('Spara Volvo XC60 som favorit'); pressed while the car is kept. */
type Props = { car: SavedCar; label: string; className?: string }

/**
 * The heart on a car card and the car page (issue 37 §3): keeps the car in the visitor's favourites or takes it
 * out. A real button of fixed size, unpressed in the server's HTML (the list is the browser's), so nothing moves
 * when the stored list is read; a full list refuses with the header's message. Before hydration a press is held
 * back and replayed by the deferred start.
 */
export function FavouriteToggle({ car, label, className }: Props) {
  const list = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.server)
  const kept = isSaved(list, car.id)
  const onClick = () => {
    const { outcome } = toggleFavourite(favouritesStore.get(), car)
    if (outcome === 'full') return favouritesNotice.raise()
    favouritesNotice.clear()
    favouritesStore.update((current) => toggleFavourite(current, car).list)
  }
  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={kept}
      aria-label={label}
      onClick={onClick}
      data-testid="favourite-toggle"
    >
      <Heart aria-hidden="true" size={22} className={styles.heartIcon} />
    </button>
  )
}
