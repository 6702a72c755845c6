import { notFound } from 'next/navigation'
import { searchSummary } from '@/features/cars/list/active'
import { ActiveFilters, filterTexts } from '@/features/cars/list/ActiveFilters'
import { CarListFilters } from '@/features/cars/list/lazy'
import { CarResults } from '@/features/cars/list/CarResults'
import { mileageUnit } from '@/features/cars/list/mileage-unit'
import { numberTexts, panelNumbers } from '@/features/cars/list/number-text'
import { loadPhraseList, loadPlaces, readListState } from '@/features/cars/list/queries'
import { distanceChipText, distanceText } from '@/features/cars/list/distance'
import { distanceStrings } from '@/features/cars/list/distance-strings'
import { distanceUnit } from '@/features/search/distance'
import { translator } from '@/i18n/catalogue'
import { SearchNotes } from '@/features/cars/list/SearchNotes'
import { CleanUrl } from '@/features/cars/list/CleanUrl'
import { phraseSegments } from '@/features/cars/list/clean-url'
import { rangeAmount } from '@/features/cars/list/display'
import { INDEX_ODOMETER_UNIT, LOCALE_LANG, monthlyUnit } from '@/sites/format'
import { presetFilters, type Preset } from '@/features/cars/list/query'
import type { BUDGET_FIELD, RangeFacet } from '@/features/cars/list/facets'
import { listHref } from '@/features/cars/list/state'
import { carListStrings } from '@/features/cars/list/strings'
import { compareStrings } from '@/features/cars/compare/strings'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import { RecentlyViewed } from '@/features/cars/favourites/RecentlyViewed'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { carDisplay } from '@/features/cars/display'
import { pickLabels } from '@/features/cars/value-labels'
import { shownFacetValues } from '@/features/cars/list/facet-labels'
import { localizedPath } from '@/sites/host-table'
import { pickLocale, siteByKey } from '@/sites/resolve'
import { savedQueryOf } from '@/features/saved-searches/list-query'
import { savedSearchStrings } from '@/features/saved-searches/strings'
import { SaveSearch } from '@/features/saved-searches/ui/lazy'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from '@/features/cars/list/CarList.module.css'

/**
 * The car list (spec 1 §2): the first page is rendered here with its counts (no client fetch before first
 * paint); the URL's query string is its state and the path segments after the page are brand and model.
 */
export async function CarListComponent({ block, ctx }: BlockProps<'carList'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const list = await readListState(site, ctx.locale, ctx.filters ?? [], ctx.query ?? new URLSearchParams())
  if (!list) notFound()
  const { phrase, corrections } = list
  const presets: Preset[] = (block.presets ?? []).map(({ field, value }) => ({ field, value }))

  const [{ result, state, unmatched }, messages, compare, favourites, labels, distanceMessages, places, saveMessages] =
    await Promise.all([
      loadPhraseList(site.searchIndex, presets, list.state, block.sort ?? null),
      loadStrings(carListStrings, site.id, ctx.locale),
      loadStrings(compareStrings, site.id, ctx.locale),
      loadStrings(favouritesStrings, site.id, ctx.locale),
      loadValueLabels(site, ctx.locale),
      loadStrings(distanceStrings, site.id, ctx.locale),
      loadPlaces(site.searchIndex, ctx.locale),
      loadStrings(savedSearchStrings, site.id, ctx.locale),
    ])
  // A phrase's list links under its brand/model path, as the hero search's URLs always have (clean-url.ts).
  const segmentPath = list.segments ?? (phrase ? phraseSegments(state) : null)
  const action = ctx.path ?? '/'
  const detailBase = localizedPath(site, ctx.locale, pickLocale<string>(site.carDetailBasePath, ctx.locale) ?? '/')
  const { format } = new Intl.NumberFormat(ctx.locale)
  const facets = result.ok ? result.facets : []
  const total = result.ok ? result.total : null
  // The page's subtitle names the search (routing/PageBody.tsx); the list's own heading says it for screen readers.
  const amount = (facet: RangeFacet | typeof BUDGET_FIELD, n: number) =>
    rangeAmount(site.searchIndex, LOCALE_LANG[ctx.locale], facet, n)
  // Distances read in the market's unit (miles on the UK site) whatever the page's language.
  const unit = distanceUnit(INDEX_ODOMETER_UNIT[site.searchIndex])
  const td = translator(distanceMessages)
  const distanceOf = (km: number) => distanceText(td, km, unit, format)
  const distanceChip = (choice: Parameters<typeof distanceChipText>[1]) =>
    distanceChipText(td, choice, places, unit, format)
  const summary = searchSummary(state, filterTexts(messages, amount, labels, distanceChip))
  const headingId = `car-list-${block.id}`
  return (
    <section className={`${frame.section} ${styles.section}`} data-testid="car-list" aria-labelledby={headingId}>
      {/* The cards' titles are h3: without the editor's title the list still gets its h2 (heading order). */}
      <h2 id={headingId} className={block.title ? styles.heading : styles.visuallyHidden}>
        {block.title || summary || messages.cars}
      </h2>
      <CarListFilters
        action={action}
        segments={segmentPath}
        state={state}
        facets={facets}
        total={total}
        messages={messages}
        locale={ctx.locale}
        numbers={numberTexts(panelNumbers(facets, state, total), format)}
        labels={pickLabels(labels, shownFacetValues(facets))}
        budgetUnit={monthlyUnit(site.searchIndex, LOCALE_LANG[ctx.locale])}
        mileageUnit={mileageUnit(site.searchIndex, LOCALE_LANG[ctx.locale])}
        distance={{ places: places.map(({ slug, name }) => ({ slug, name })), unit, messages: distanceMessages }}
      >
        {phrase && !corrections.length && !unmatched ? <CleanUrl href={listHref(action, state, segmentPath)} /> : null}
        <SaveSearch query={savedQueryOf(state, presetFilters(presets))} locale={ctx.locale} messages={saveMessages} />
        <SearchNotes corrections={corrections} unmatched={unmatched} messages={messages} labels={labels} />
        <ActiveFilters
          action={action}
          state={state}
          segments={segmentPath}
          messages={messages}
          amount={amount}
          labels={labels}
          distance={distanceChip}
        />
        <CarResults
          result={result}
          page={state.page}
          nextHref={listHref(action, { ...state, page: state.page + 1 }, segmentPath)}
          detailBase={detailBase}
          display={carDisplay(site.searchIndex, ctx.locale, labels)}
          messages={messages}
          compareMessages={compare}
          favouritesMessages={favourites}
          formatCount={format}
          budget={state.monthlyMax !== null}
          distanceOf={distanceOf}
        />
      </CarListFilters>
      <RecentlyViewed title={favourites.recentTitle} detailBase={detailBase} />
    </section>
  )
}
