'use client'
import { useSyncExternalStore } from 'react'
import type { CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { fetchFullRecord } from './full-record'
import { isListed, replace, toggle, type CompareCar } from './list'
import { compareStore, noticeStore } from './store'
import styles from './Compare.module.css'

/** `text` is the visible word ('Jämför'), `label` the accessible name that also names the car. */
type Props = { car: CompareCar; market: SearchIndex; lang: CarLang; text: string; label: string; className?: string }

/**
 * Adds the car to the comparison or takes it out (spec 1 §4 "Compare"): the card's data goes in at once,
 * then the full record replaces it when the search service answers (silently kept on failure). A fifth car
 * is refused with the tray's message. Before hydration the button does nothing, which is all it can do.
 */
export function CompareToggle({ car, market, lang, text, label, className }: Props) {
  const state = useSyncExternalStore(compareStore.subscribe, compareStore.get, compareStore.server)
  const listed = isListed(state, car.id)
  const onClick = () => {
    const { outcome } = toggle(compareStore.get(), car)
    if (outcome === 'full') return noticeStore.raise()
    noticeStore.clear()
    compareStore.update((current) => toggle(current, car).state)
    if (outcome === 'added')
      void fetchFullRecord(car, { market, lang }).then(
        (full) => full && compareStore.update((current) => replace(current, full)),
      )
  }
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-pressed={listed}
      aria-label={label}
      onClick={onClick}
      data-testid="compare-toggle"
    >
      <span className={styles.box} aria-hidden="true" />
      {text}
    </button>
  )
}
