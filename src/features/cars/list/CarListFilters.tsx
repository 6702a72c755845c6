'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useMemo, useRef, useState, useTransition, type MouseEvent, type ReactNode } from 'react'
import type { FacetResult, FacetValue } from '@/features/search/contract'
import { MAX_KEYPHRASE } from '@/features/search/limits'
import { translator } from '@/i18n/catalogue'
import { labelOf, type ValueLabels } from '@/features/cars/value-labels'
import { Button } from '@/ui/Button'
import { Drawer } from '@/ui/Dialog'
import { chosenFirst } from './active'
import { BudgetInput } from './BudgetInput'
import { setFilterType, useListEnv } from './client-env'
import { brandSelected, setRange, toggleTree, toggleValue } from './edit'
import {
  FACET_SEARCH_FROM,
  LIST_SORTS,
  RANGE_FACETS,
  TREE_FACET,
  TREE_PARAM,
  VALUE_FACETS,
  type RangeFacet as RangeName,
  type ValueFacet,
} from './facets'
import { numberFormatter, type NumberTexts } from './number-text'
import { RangeFacet } from './RangeFacet'
import { inUnit, kmOf, unitParam } from './mileage-unit'
import type { OdometerUnit } from '@/sites/format'
import type { Range } from './range'
import { EMPTY_STATE, HIDDEN_FACETS, listHref, serialiseListState, type ListState, type SegmentPath } from './state'
import { FACET_LABELS, SORT_LABELS, type CarListMessages } from './strings'
import { DistanceFacet } from './DistanceFacet'
import { hasOrigin, type DistanceChoice, type Place } from './distance'
import type { DistanceMessages } from './distance-strings'
import { DISTANCE_FACET } from '@/features/search/contract'
import type { DistanceUnit } from '@/features/search/distance'
import styles from './CarList.module.css'

type Props = {
  /** The list page's path (the form's GET target). */
  action: string
  segments: SegmentPath | null
  state: ListState
  facets: FacetResult[]
  /** null when the search failed. */
  total: number | null
  messages: CarListMessages
  locale: string
  /** The site's translations of the shown vocabulary values (value-labels.ts); the URL keeps stored values. */
  labels: ValueLabels
  /** The server's texts for the numbers of the first render (number-text.ts: no Intl while hydrating). */
  numbers: NumberTexts
  /** The market's money per month beside the budget ("kr/mån", "£/month"). */
  budgetUnit: string
  /** The unit the page reads mileage in (mileage-unit.ts). */
  mileageUnit: OdometerUnit
  /** The market's towns to measure from, its distance unit and the distance texts. */
  distance: { places: Pick<Place, 'slug' | 'name'>[]; unit: DistanceUnit; messages: DistanceMessages }
  children: ReactNode
}

const FORM_ID = 'car-list-filters'

/**
 * The list's filters (spec 1 §2, §4, §5) around its results. Server-rendered as a form (GET) that works
 * without JavaScript; in the browser every change navigates in place (the URL is the state, and the server
 * answers with the new counts and cars), the side panel is sticky from 1024 px or a top toggle (kept in
 * sessionStorage as `filterType`), and below 1024 px the filters open in a drawer whose button shows the hits.
 */
export function CarListFilters({
  action,
  segments,
  state,
  facets,
  total,
  messages,
  locale,
  numbers,
  labels,
  budgetUnit,
  mileageUnit,
  distance,
  children,
}: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const { hydrated, narrow, filterType } = useListEnv()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [topOpen, setTopOpen] = useState(false)

  // The shown choices: the server's state, or the shopper's newer one while its page is on the way.
  const stateKey = serialiseListState(state)
  const [draft, setDraft] = useState({ key: stateKey, state })
  const current = draft.key === stateKey ? draft.state : state
  if (draft.key !== stateKey) setDraft({ key: stateKey, state })
  const latest = useRef(current)
  useEffect(() => {
    latest.current = current
  })

  // Spec 1 §2: a new filter scrolls to the list (once its page has arrived).
  const listTop = useRef<HTMLDivElement>(null)
  const scrollOnArrival = useRef(false)
  useEffect(() => {
    if (!scrollOnArrival.current) return
    scrollOnArrival.current = false
    const top = listTop.current
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' })
  }, [stateKey])

  const go = (next: ListState) => {
    const fresh = { ...next, page: 1 }
    latest.current = fresh
    setDraft({ key: stateKey, state: fresh })
    scrollOnArrival.current = true
    startTransition(() => router.push(listHref(action, fresh, segments), { scroll: false }))
  }

  // The drawer's button shows the live hit count: its choices already apply, so it closes the drawer (and
  // applies a typed keyphrase or range not yet sent). Not a native submit: the drawer unmounts on close.
  const closeDrawer = (e: MouseEvent) => {
    e.preventDefault()
    setDrawerOpen(false)
    if (serialiseListState({ ...latest.current, page: state.page }) !== stateKey) go(latest.current)
  }

  // Chosen values head their facet's list (a hero search's brand and model in view), as chosen when the
  // list was opened, so a tick does not move the row under the pointer.
  const [pinned] = useState(() => ({ tree: state.tree, values: state.values }))

  const format = useMemo(() => numberFormatter(locale, numbers), [locale, numbers])
  const t = translator(messages, format)
  const byName = new Map(facets.map((f) => [f.name, f]))
  const tree = byName.get(TREE_FACET)
  const drawer = hydrated && narrow

  // A first place or position sorts nearest first unless the shopper chose another order (as mobile.de does).
  const chooseDistance = (choice: DistanceChoice) => {
    const sort =
      current.sort === null && hasOrigin(choice) && !hasOrigin(current.distance) ? 'distance_asc' : current.sort
    go({ ...current, distance: choice, sort: sort === 'distance_asc' && !hasOrigin(choice) ? null : sort })
  }

  const panel = (
    <>
      <BudgetInput
        form={FORM_ID}
        label={t('budget')}
        hint={t('budgetHint')}
        unit={budgetUnit}
        value={current.monthlyMax}
        onCommit={(monthlyMax) => go({ ...latest.current, monthlyMax })}
      />
      <DistanceFacet
        form={FORM_ID}
        choice={current.distance}
        places={distance.places}
        facet={byName.get(DISTANCE_FACET)}
        unit={distance.unit}
        messages={distance.messages}
        format={format}
        hydrated={hydrated}
        onChange={chooseDistance}
      />
      {tree?.type === 'tree' && tree.values.length ? (
        <ValueGroup
          name={TREE_PARAM}
          label={t(FACET_LABELS.car_brand)}
          values={chosenFirst(tree.values, (v) => brandSelected(pinned.tree, v.text))}
          open
          searchLabel={t('searchFacet', { facet: t(FACET_LABELS.car_brand) })}
        >
          {(value) => {
            const on = brandSelected(current.tree, value.text)
            return (
              <>
                <Check
                  name={TREE_PARAM}
                  value={value.text}
                  label={value.text}
                  count={format(value.count)}
                  checked={on}
                  onToggle={(v) => go({ ...current, tree: toggleTree(current.tree, value.text, null, v) })}
                />
                {on && value.children?.length ? (
                  <ul className={styles.models}>
                    {chosenFirst(value.children, (m) => pinned.tree.includes(`${value.text}>${m.text}`)).map(
                      (model) => (
                        <li key={model.text}>
                          <Check
                            name={TREE_PARAM}
                            value={`${value.text}>${model.text}`}
                            label={model.text}
                            count={format(model.count)}
                            checked={current.tree.includes(`${value.text}>${model.text}`)}
                            onToggle={(v) =>
                              go({ ...current, tree: toggleTree(current.tree, value.text, model.text, v) })
                            }
                          />
                        </li>
                      ),
                    )}
                  </ul>
                ) : null}
              </>
            )
          }}
        </ValueGroup>
      ) : null}
      {VALUE_FACETS.map((name: ValueFacet) => {
        const facet = byName.get(name)
        if (facet?.type !== 'tree' || facet.values.length === 0) return null
        const selected = current.values[name] ?? []
        return (
          <ValueGroup
            key={name}
            name={name}
            label={t(FACET_LABELS[name])}
            values={chosenFirst(facet.values, (v) => pinned.values[name]?.includes(v.text) ?? false)}
            open={selected.length > 0}
            searchLabel={t('searchFacet', { facet: t(FACET_LABELS[name]) })}
            shownText={(v) => labelOf(labels, v.text)}
          >
            {(value) => (
              <Check
                name={name}
                value={value.text}
                label={labelOf(labels, value.text)}
                count={format(value.count)}
                checked={selected.includes(value.text)}
                onToggle={(v) => go(toggleValue(current, name, value.text, v))}
              />
            )}
          </ValueGroup>
        )
      })}
      {RANGE_FACETS.map((name: RangeName) => {
        const facet = byName.get(name)
        if (facet?.type !== 'histogram' || facet.min === null || facet.max === null) return null
        const bounds = { min: facet.min, max: facet.max }
        // Spec 1 §4: nothing to choose when min equals max, unless the shopper's choice is to be undone.
        if (bounds.min === bounds.max && !current.ranges[name]) return null
        // Mileage reads and is typed in the page's unit (mil, miles); the state and the URL keep the index's km.
        const unit = name === 'car_mileage' ? mileageUnit : 'km'
        const shown = (range: Range | undefined): Range | undefined =>
          range && {
            ...(range.min !== undefined ? { min: inUnit(range.min, unit, 'min') } : {}),
            ...(range.max !== undefined ? { max: inUnit(range.max, unit, 'max') } : {}),
          }
        return (
          <RangeFacet
            key={name}
            name={name}
            label={t(FACET_LABELS[name])}
            fromLabel={t('from')}
            toLabel={t('to')}
            bounds={unit === 'km' ? bounds : (shown(bounds) as Required<Range>)}
            range={unit === 'km' ? current.ranges[name] : shown(current.ranges[name])}
            format={format}
            param={unit === 'km' ? undefined : (side) => unitParam(name, side, unit)}
            onCommit={(range) =>
              go(
                setRange(
                  latest.current,
                  name,
                  unit === 'km' ? range : { min: kmOf(range.min, unit), max: kmOf(range.max, unit) },
                  bounds,
                ),
              )
            }
          />
        )
      })}
      {HIDDEN_FACETS.flatMap((name) =>
        (current.values[name] ?? []).map((value) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} form={FORM_ID} />
        )),
      )}
      <div className={styles.panelActions}>
        <Button type="submit" form={FORM_ID} data-testid="car-list-apply" onClick={drawer ? closeDrawer : undefined}>
          {total === null ? t('apply') : t('showHits', { total })}
        </Button>
        <a className={styles.clear} href={listHref(action, { ...EMPTY_STATE, sort: current.sort }, null)}>
          {t('clearFilters')}
        </a>
      </div>
    </>
  )

  return (
    <form
      id={FORM_ID}
      method="get"
      action={action}
      className={styles.layout}
      data-filter-type={filterType}
      onSubmit={(e) => {
        e.preventDefault()
        go(latest.current)
      }}
    >
      <div className={styles.toolbar}>
        <label className={styles.keyphrase}>
          <span>{t('keyphrase')}</span>
          <input
            type="search"
            name="keyphrase"
            value={current.keyphrase}
            placeholder={t('keyphrasePlaceholder')}
            maxLength={MAX_KEYPHRASE}
            onChange={(e) => setDraft({ key: stateKey, state: { ...current, keyphrase: e.target.value } })}
          />
        </label>
        <label className={styles.sort}>
          <span>{t('sort')}</span>
          <select
            name="sort"
            value={current.sort ?? ''}
            onChange={(e) => go({ ...current, sort: (e.target.value || null) as ListState['sort'] })}
          >
            <option value="">{current.keyphrase ? t('sortDefault') : t(SORT_LABELS.newest)}</option>
            {LIST_SORTS.filter((s) => s !== 'newest' && (s !== 'distance_asc' || hasOrigin(current.distance))).map(
              (s) => (
                <option key={s} value={s}>
                  {t(SORT_LABELS[s])}
                </option>
              ),
            )}
          </select>
        </label>
        {drawer ? (
          <Drawer
            title={t('filters')}
            closeLabel={t('closeFilters')}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            fullScreenOnSmall
            data-testid="car-list-drawer"
            trigger={
              <Button variant="secondary" className={styles.filterButton} data-testid="car-list-open-filters">
                {t('openFilters')}
              </Button>
            }
          >
            {/* The drawer is a portal outside the form element: its controls name the form (form=…). */}
            <div className={styles.drawerPanel}>{panel}</div>
          </Drawer>
        ) : (
          <a href="#car-filters" className={`${styles.filterButton} ${styles.narrowOnly}`}>
            {t('openFilters')}
          </a>
        )}
        {hydrated ? (
          <div className={styles.modes} role="group" aria-label={t('filterMode')}>
            {(['side', 'top'] as const).map((type) => (
              <button
                key={type}
                type="button"
                aria-pressed={filterType === type}
                data-testid={`filter-type-${type}`}
                onClick={() => setFilterType(type)}
              >
                {type === 'side' ? t('filterModeSide') : t('filterModeTop')}
              </button>
            ))}
            {filterType === 'top' ? (
              <button
                type="button"
                aria-expanded={topOpen}
                aria-controls="car-filters"
                data-testid="car-list-top-toggle"
                onClick={() => setTopOpen(!topOpen)}
              >
                {t('filters')}
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
      <div ref={listTop} className={styles.results} aria-busy={pending || undefined} data-testid="car-list-results">
        {children}
      </div>
      {drawer ? null : (
        <aside
          id="car-filters"
          className={styles.panel}
          aria-label={t('filters')}
          hidden={hydrated && filterType === 'top' && !topOpen}
        >
          {panel}
        </aside>
      )}
    </form>
  )
}

function Check({
  name,
  value,
  label,
  count,
  checked,
  onToggle,
}: {
  name: string
  value: string
  label: string
  count: string
  checked: boolean
  onToggle: (on: boolean) => void
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        form={FORM_ID}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <span>{label}</span>
      <span className={styles.count}>{count}</span>
    </label>
  )
}

/**
 * A value facet as a native disclosure (works without JavaScript), with a search box from 10 values
 * (spec 1 §5) that narrows the shown values.
 */
function ValueGroup({
  name,
  label,
  values,
  open,
  searchLabel,
  shownText = (v) => v.text,
  children,
}: {
  name: string
  label: string
  values: FacetValue[]
  open: boolean
  searchLabel: string
  shownText?: (value: FacetValue) => string
  children: (value: FacetValue) => ReactNode
}) {
  const [query, setQuery] = useState('')
  // Open at first when it has a choice; afterwards the shopper's own toggling rules (unticking the last value
  // must not snap the group shut under the pointer).
  const [initiallyOpen] = useState(open)
  const needle = query.trim().toLocaleLowerCase()
  // The search matches what the shopper reads (a translated value on se /en: 'Petrol', not 'Bensin').
  const shown = needle ? values.filter((v) => shownText(v).toLocaleLowerCase().includes(needle)) : values
  return (
    <details className={styles.facet} open={initiallyOpen} data-facet={name}>
      <summary className={styles.facetTitle}>{label}</summary>
      {values.length >= FACET_SEARCH_FROM ? (
        <input
          type="search"
          className={styles.facetSearch}
          aria-label={searchLabel}
          placeholder={searchLabel}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid={`${name}-search`}
        />
      ) : null}
      <ul className={styles.values}>
        {shown.map((value) => (
          <li key={value.text}>{children(value)}</li>
        ))}
      </ul>
    </details>
  )
}
