'use client'

import { useMemo, useState } from 'react'
import { LocateFixed } from 'lucide-react'
import { filterCards, type SiteCard } from '@/features/dealers/cards'
import { byDistance } from '@/features/dealers/distance'
import type { DealerListFilter } from '@/features/dealers/list-filters'
import type { DealerMessages } from '@/features/dealers/strings'
import type { LatLng } from '@/features/dealers/validation'
import { LazyMap, type MapMarker } from '@/features/maps/LazyMap.client'
import { sitesView } from '@/features/maps/view'
import { Button } from '@/ui/Button'
import { Field, Input, Select } from '@/ui/Field'
import { translator } from '@/i18n/catalogue'
import { SiteGrid } from './SiteGrid'
import styles from './grid.module.css'

type Props = {
  cards: SiteCard[]
  /** The filters the editor configured, with their values (spec 1 §2: shown only if configured). */
  options: Partial<Record<DealerListFilter, string[]>>
  showSearch: boolean
  pageSize: number
  /** The maps' style (MAP_STYLE_URL, else the app's own basemap). */
  mapStyleUrl: string
  locale: string
  messages: DealerMessages
}

type Locating =
  | { state: 'idle' }
  | { state: 'locating' }
  | { state: 'refused' }
  | { state: 'unavailable' }
  | { state: 'ready'; at: LatLng }

const FILTER_LABEL = {
  city: 'filterCity',
  region: 'filterRegion',
  brand: 'filterBrand',
  departmentType: 'filterDepartmentType',
} as const

/**
 * The site list's controls on the server-rendered grid: search text (above 8 sites), the configured
 * filters, "nearest to me" with the browser's location and the distance on each card, and 48 a page.
 */
export function SiteList({ cards, options, showSearch, pageSize, mapStyleUrl, locale, messages }: Props) {
  const t = translator(messages)
  const [text, setText] = useState('')
  const [selected, setSelected] = useState<Partial<Record<DealerListFilter, string>>>({})
  const [locating, setLocating] = useState<Locating>({ state: 'idle' })
  const [shown, setShown] = useState(pageSize)

  const matching = useMemo(() => filterCards(cards, { text, selected }), [cards, text, selected])
  const ordered = useMemo(
    () => (locating.state === 'ready' ? byDistance(matching, locating.at) : matching),
    [matching, locating],
  )
  const distances = useMemo(() => {
    const km = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })
    const map = new Map<string, string>()
    for (const card of ordered)
      if ('distanceKm' in card && card.distanceKm !== null)
        map.set(card.siteId, t('distance', { km: km.format(card.distanceKm as number) }))
    return map
  }, [ordered, locale, t])

  // The map of all sites starts with every site in view; its markers follow the search and filters.
  const view = useMemo(() => sitesView(cards.flatMap((c) => (c.position ? [c.position] : []))), [cards])
  const markers = useMemo<MapMarker[]>(
    () =>
      matching.flatMap((c) =>
        c.position ? [{ id: c.siteId, lat: c.position.lat, lng: c.position.lng, label: c.name, href: c.href }] : [],
      ),
    [matching],
  )

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating({ state: 'unavailable' })
    setLocating({ state: 'locating' })
    navigator.geolocation.getCurrentPosition(
      (p) => setLocating({ state: 'ready', at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (error) => setLocating({ state: error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable' }),
      { maximumAge: 600_000, timeout: 15_000 },
    )
  }
  const status = {
    idle: null,
    ready: null,
    locating: t('nearestLocating'),
    refused: t('nearestRefused'),
    unavailable: t('nearestUnavailable'),
  }[locating.state]
  const filters = Object.keys(options) as DealerListFilter[]

  return (
    <div data-testid="site-list">
      <div className={styles.controls} role="search">
        {showSearch ? (
          <Field label={t('searchLabel')}>
            {(control) => (
              <Input
                {...control}
                type="search"
                wide
                value={text}
                placeholder={t('searchPlaceholder')}
                onChange={(e) => {
                  setText(e.target.value)
                  setShown(pageSize)
                }}
                data-testid="site-search"
              />
            )}
          </Field>
        ) : null}
        {filters.map((filter) => (
          <Field key={filter} label={t(FILTER_LABEL[filter])}>
            {(control) => (
              <Select
                {...control}
                wide
                value={selected[filter] ?? ''}
                data-testid={`site-filter-${filter}`}
                onChange={(e) => {
                  setSelected((s) => ({ ...s, [filter]: e.target.value || undefined }))
                  setShown(pageSize)
                }}
              >
                <option value="">{t('filterAll')}</option>
                {options[filter]!.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={locate}
            aria-pressed={locating.state === 'ready'}
            data-testid="site-nearest"
            disabled={locating.state === 'locating'}
          >
            <LocateFixed aria-hidden="true" size={18} /> {t('nearest')}
          </Button>
        </div>
      </div>
      <p className={styles.status} role="status" data-testid="site-location-status">
        {status}
      </p>
      {ordered.length === 0 ? (
        <p data-testid="site-list-empty">{t('noSites')}</p>
      ) : (
        <SiteGrid cards={ordered.slice(0, shown)} distances={distances} />
      )}
      {ordered.length > 0 ? (
        <div className={styles.more}>
          <p data-testid="site-list-count">
            {t('showing', { shown: Math.min(shown, ordered.length), total: ordered.length })}
          </p>
          {shown < ordered.length ? (
            <Button onClick={() => setShown((n) => n + pageSize)}>{t('showMore')}</Button>
          ) : null}
        </div>
      ) : null}
      <LazyMap
        label={t('mapAll')}
        name="dealer list"
        styleUrl={mapStyleUrl}
        view={view}
        markers={markers}
        className={styles.map}
      />
    </div>
  )
}
