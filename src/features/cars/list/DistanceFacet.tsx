'use client'
import { useState } from 'react'
import { LocateFixed } from 'lucide-react'
import { roundPoint, RADII, toKm, type DistanceUnit } from '@/features/search/distance'
import type { FacetResult } from '@/features/search/contract'
import { translator } from '@/i18n/catalogue'
import { Button } from '@/ui/Button'
import { distanceText, hasOrigin, type DistanceChoice, type Place } from './distance'
import type { DistanceMessages } from './distance-strings'
import styles from './CarList.module.css'
import own from './Distance.module.css'

type Props = {
  form: string
  choice: DistanceChoice
  places: readonly Pick<Place, 'slug' | 'name'>[]
  /** The engine's counts within each radius (present once the list measures from somewhere). */
  facet: FacetResult | undefined
  unit: DistanceUnit
  messages: DistanceMessages
  format: (n: number) => string
  hydrated: boolean
  onChange: (choice: DistanceChoice) => void
}

type Locating = 'idle' | 'locating' | 'denied' | 'unavailable'

/**
 * The list's distance choice: a town (a select, which works before the scripts run), or the visitor's
 * position, asked for only when "near me" is pressed and rounded to ~1 km before it goes into the URL; then the radii
 * with the number of cars within each.
 */
export function DistanceFacet({ form, choice, places, facet, unit, messages, format, hydrated, onChange }: Props) {
  const t = translator(messages, format)
  const [locating, setLocating] = useState<Locating>('idle')

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('unavailable')
    setLocating('locating')
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating('idle')
        onChange({
          near: roundPoint({ lat: coords.latitude, lng: coords.longitude }),
          place: null,
          radius: choice.radius,
        })
      },
      (error) => setLocating(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }

  const counts = facet?.type === 'tree' ? facet.values : []
  const status =
    locating === 'locating'
      ? t('locating')
      : locating === 'denied'
        ? t('locationDenied')
        : locating === 'unavailable'
          ? t('locationUnavailable')
          : ''
  return (
    <details className={styles.facet} open data-facet="distance">
      <summary className={styles.facetTitle}>{t('distance')}</summary>
      <div className={own.placeRow}>
        <label className={own.placeLabel}>
          <span>{t('place')}</span>
          <select
            name="place"
            form={form}
            value={choice.place ?? ''}
            data-testid="distance-place"
            onChange={(e) =>
              onChange({ near: null, place: e.target.value || null, radius: e.target.value ? choice.radius : null })
            }
          >
            <option value="">{choice.near ? t('yourPosition') : t('choosePlace')}</option>
            {places.map((place) => (
              <option key={place.slug} value={place.slug}>
                {place.name}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? (
          <Button
            type="button"
            variant="secondary"
            className={own.nearMe}
            aria-pressed={choice.near !== null}
            data-testid="distance-near-me"
            onClick={locate}
          >
            <LocateFixed aria-hidden="true" size={18} />
            {t('nearMe')}
          </Button>
        ) : null}
      </div>
      {choice.near ? (
        <input type="hidden" name="near" form={form} value={`${choice.near.lat},${choice.near.lng}`} />
      ) : null}
      <p className={own.status} role="status" data-testid="distance-status">
        {status}
      </p>
      {hasOrigin(choice) ? (
        <ul className={own.radii} aria-label={t('distance')}>
          <li>
            <label className={styles.check}>
              <input
                type="radio"
                name="distance"
                value=""
                form={form}
                checked={choice.radius === null}
                onChange={() => onChange({ ...choice, radius: null })}
              />
              <span>{t('anyDistance')}</span>
            </label>
          </li>
          {RADII.map((radius, i) => (
            <li key={radius}>
              <label className={styles.check}>
                <input
                  type="radio"
                  name="distance"
                  value={radius}
                  form={form}
                  checked={choice.radius === radius}
                  data-testid={`distance-radius-${radius}`}
                  onChange={() => onChange({ ...choice, radius })}
                />
                <span>{t('within', { distance: distanceText(t, toKm(radius, unit), unit, format) })}</span>
                {counts[i] ? <span className={styles.count}>{format(counts[i].count)}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  )
}
