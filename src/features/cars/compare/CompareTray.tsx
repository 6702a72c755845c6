'use client'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useState, useSyncExternalStore } from 'react'
import { Car, ChevronDown, ChevronUp, X } from 'lucide-react'
import { translator } from '@/i18n/catalogue'
import { Button } from '@/ui/Button'
import { IconButton } from '@/ui/IconButton'
import { EMPTY, MAX_COMPARE, remove, setOpen } from './list'
import { compareStore, noticeStore } from './store'
import type { CompareMessages } from './strings'
import type { ValueLabels } from '@/features/cars/value-labels'
import styles from './Compare.module.css'

// The side-by-side modal (and the dialog code) loads with the tray, once a car is chosen.
const CompareModal = dynamic(() => import('./CompareModal').then((m) => m.CompareModal), { ssr: false })

/**
 * The bottom tray (spec 1 §2, §4 "Compare"): the chosen cars, a button opening the side-by-side modal and a
 * clear button; it vanishes, and the modal closes, when the list is empty. Mounted once in the site layout,
 * so the list follows the visitor from page to page (session storage). Below 768 px it is one compact bar (issue
 * 32): the cars' pictures in a button that unfolds their names and remove buttons, beside the compare button.
 */
/** `labels`: the site's translations of stored car values on a page not in the market's language (value-labels.ts). */
export function CompareTray({ messages, labels }: { messages: CompareMessages; labels: ValueLabels }) {
  const state = useSyncExternalStore(compareStore.subscribe, compareStore.get, compareStore.server)
  const notice = useSyncExternalStore(noticeStore.subscribe, noticeStore.get, noticeStore.server)
  const [expanded, setExpanded] = useState(false)
  const t = translator(messages)
  if (!state.cars.length) return null
  return (
    <>
      <div className={styles.spacer} />
      <section
        className={styles.tray}
        aria-label={t('trayLabel')}
        data-expanded={expanded || undefined}
        data-notice={notice || undefined}
        data-testid="compare-tray"
      >
        <button
          type="button"
          className={styles.unfold}
          aria-expanded={expanded}
          aria-controls="compare-tray-cars"
          aria-label={t('chosenCars', { cars: state.cars.map((car) => car.title).join(', ') })}
          onClick={() => setExpanded(!expanded)}
          data-testid="compare-unfold"
        >
          <span className={styles.stack}>
            {state.cars.map((car) =>
              car.image ? (
                <Image key={car.id} src={car.image} alt="" width={40} height={30} className={styles.mini} />
              ) : (
                <Car key={car.id} aria-hidden="true" size={30} className={styles.mini} />
              ),
            )}
          </span>
          {expanded ? <ChevronDown aria-hidden="true" size={20} /> : <ChevronUp aria-hidden="true" size={20} />}
        </button>
        <ul className={styles.trayCars} id="compare-tray-cars">
          {state.cars.map((car) => (
            <li key={car.id} className={styles.trayCar}>
              {car.image ? <Image src={car.image} alt="" width={64} height={48} className={styles.thumb} /> : null}
              <span className={styles.trayTitle}>{car.title}</span>
              <IconButton
                label={t('remove', { car: car.title })}
                onClick={() => compareStore.update((s) => remove(s, car.id))}
              >
                <X aria-hidden="true" size={20} />
              </IconButton>
            </li>
          ))}
        </ul>
        <p className={styles.count} role="status" data-testid="compare-status">
          {notice ? (
            <span className={styles.notice}>{t('full', { max: MAX_COMPARE })}</span>
          ) : (
            t('selected', { count: state.cars.length, max: MAX_COMPARE })
          )}
        </p>
        <div className={styles.trayActions}>
          <Button
            className={styles.open}
            onClick={() => compareStore.update((s) => setOpen(s, true))}
            data-testid="compare-open"
          >
            {t('open', { count: state.cars.length })}
          </Button>
          <Button
            variant="secondary"
            className={styles.clear}
            onClick={() => (noticeStore.clear(), compareStore.update(() => EMPTY))}
            data-testid="compare-clear"
          >
            {t('clear')}
          </Button>
        </div>
      </section>
      <CompareModal
        state={state}
        messages={messages}
        labels={labels}
        onOpenChange={(open) => compareStore.update((s) => setOpen(s, open))}
      />
    </>
  )
}
