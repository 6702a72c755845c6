import { notFound } from 'next/navigation'
import { searchSummary } from '@/car-list/active'
import { ActiveFilters, filterTexts } from '@/car-list/ActiveFilters'
import { CarListFilters } from '@/car-list/lazy'
import { CarResults } from '@/car-list/CarResults'
import { numberTexts, panelNumbers } from '@/car-list/number-text'
import { loadCarList, listSegments } from '@/car-list/queries'
import type { Preset } from '@/car-list/query'
import { segmentSelection } from '@/car-list/segments'
import { listHref, parseListState, type SegmentPath } from '@/car-list/state'
import { carListStrings } from '@/car-list/strings'
import { compareStrings } from '@/compare/strings'
import { loadStrings } from '@/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { pickLocale, siteByKey } from '@/sites/resolve'
import { frame } from '../frame'
import type { BlockProps } from '../types'
import styles from '@/car-list/CarList.module.css'

/**
 * The car list (spec 1 §2): the first page is rendered here with its counts (no client fetch before first
 * paint); the URL's query string is its state and the path segments after the page are brand and model.
 */
export async function CarListComponent({ block, ctx }: BlockProps<'carList'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const filters = ctx.filters ?? []
  const segments = filters.length ? await listSegments(site.searchIndex, filters) : null
  if (filters.length && !segments) notFound()
  const fromUrl = parseListState(ctx.query ?? new URLSearchParams())
  const segmentPath: SegmentPath | null = segments ? { path: filters.map(encodeURIComponent).join('/'), selection: segmentSelection(segments) } : null
  const state = segmentPath && !fromUrl.tree.includes(segmentPath.selection) ? { ...fromUrl, tree: [segmentPath.selection, ...fromUrl.tree] } : fromUrl
  const presets: Preset[] = (block.presets ?? []).map(({ field, value }) => ({ field, value }))

  const [result, messages, compare] = await Promise.all([
    loadCarList(site.searchIndex, presets, state, block.sort ?? null),
    loadStrings(carListStrings, site.id, ctx.locale),
    loadStrings(compareStrings, site.id, ctx.locale),
  ])
  const action = ctx.path ?? '/'
  const detailBase = localizedPath(site, ctx.locale, pickLocale<string>(site.carDetailBasePath, ctx.locale) ?? '/')
  const { format } = new Intl.NumberFormat(ctx.locale)
  const facets = result.ok ? result.facets : []
  const total = result.ok ? result.total : null
  // Issue 32: what the shopper searched for heads the list ("Volvo XC60 · Diesel"), under the page's H1.
  const summary = searchSummary(state, filterTexts(messages, format).keyphrase)
  const headingId = `car-list-${block.id}`
  return (
    <section className={`${frame.section} ${styles.section}`} data-testid="car-list" aria-labelledby={headingId}>
      {/* The cards' titles are h3: without the editor's title the list still gets its h2 (heading order). */}
      <h2 id={headingId} className={block.title || summary ? styles.heading : styles.visuallyHidden} data-testid="car-list-heading">
        {block.title || summary || messages.cars}
      </h2>
      {block.title && summary ? (
        <p className={styles.summary} data-testid="car-list-summary">
          {summary}
        </p>
      ) : null}
      <CarListFilters
        action={action}
        segments={segmentPath}
        state={state}
        facets={facets}
        total={total}
        messages={messages}
        locale={ctx.locale}
        numbers={numberTexts(panelNumbers(facets, state, total), format)}
      >
        <ActiveFilters action={action} state={state} segments={segmentPath} messages={messages} format={format} />
        <CarResults
          result={result}
          page={state.page}
          nextHref={listHref(action, { ...state, page: state.page + 1 }, segmentPath)}
          detailBase={detailBase}
          market={site.searchIndex}
          messages={messages}
          compareMessages={compare}
          formatCount={format}
        />
      </CarListFilters>
    </section>
  )
}
