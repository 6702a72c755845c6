/**
 * The shopper's active filters as the list shows them: one removable chip per choice, each with the
 * list state without it (so a chip is a plain link that works before hydration), and the search's summary
 * for the list's heading ("Volvo XC60 · Diesel"). React-free; the texts come in as functions.
 */
import { setRange, toggleTree, toggleValue } from './edit'
import { RANGE_FACETS, VALUE_FACETS, type RangeFacet, type ValueFacet } from './facets'
import type { Range } from './range'
import type { ListState } from './state'
import { hasOrigin, NO_DISTANCE, type DistanceChoice } from './distance'

export type ActiveFilter =
  | { kind: 'brand'; brand: string; without: ListState }
  | { kind: 'model'; brand: string; model: string; without: ListState }
  | { kind: 'value'; facet: ValueFacet; value: string; without: ListState }
  | { kind: 'range'; facet: RangeFacet; range: Range; without: ListState }
  | { kind: 'years'; from: string; to: string; without: ListState }
  | { kind: 'budget'; amount: number; without: ListState }
  | { kind: 'keyphrase'; text: string; without: ListState }
  | { kind: 'distance'; choice: DistanceChoice; without: ListState }

const splitTree = (selection: string) => {
  const at = selection.indexOf('>')
  return at < 0 ? { brand: selection, model: null } : { brand: selection.slice(0, at), model: selection.slice(at + 1) }
}

/** Each brand of the tree selection once, with its chosen models (`['Volvo>XC60', 'Volvo>XC90']` → Volvo: XC60, XC90). */
export function treeChoices(tree: readonly string[]): { brand: string; models: string[] }[] {
  const out: { brand: string; models: string[] }[] = []
  for (const selection of tree) {
    const { brand, model } = splitTree(selection)
    let entry = out.find((e) => e.brand === brand)
    if (!entry) out.push((entry = { brand, models: [] }))
    if (model && !entry.models.includes(model)) entry.models.push(model)
  }
  return out
}

/**
 * The chips in the panel's order: brand (removing it drops its models), its models (removing the last one
 * leaves the brand), the value facets, the ranges, the monthly budget, the keyphrase. Each `without` starts at page 1; sort is kept.
 * Filters from old links with no panel of their own (car_vehicle_type_code) are not shopper's choices and stay.
 */
export function activeFilters(state: ListState): ActiveFilter[] {
  const base = { ...state, page: 1 }
  const out: ActiveFilter[] = []
  for (const { brand, models } of treeChoices(state.tree)) {
    out.push({ kind: 'brand', brand, without: { ...base, tree: toggleTree(state.tree, brand, null, false) } })
    for (const model of models)
      out.push({ kind: 'model', brand, model, without: { ...base, tree: toggleTree(state.tree, brand, model, false) } })
  }
  for (const facet of VALUE_FACETS) {
    const run = facet === 'car_year' ? yearRun(state.values.car_year ?? []) : null
    if (run) out.push({ kind: 'years', ...run, without: { ...base, values: { ...state.values, car_year: undefined } } })
    else
      for (const value of state.values[facet] ?? [])
        out.push({ kind: 'value', facet, value, without: toggleValue(base, facet, value, false) })
  }
  for (const facet of RANGE_FACETS) {
    const range = state.ranges[facet]
    if (range) out.push({ kind: 'range', facet, range, without: setRange(base, facet, {}, null) })
  }
  if (state.monthlyMax !== null)
    out.push({ kind: 'budget', amount: state.monthlyMax, without: { ...base, monthlyMax: null } })
  if (state.keyphrase) out.push({ kind: 'keyphrase', text: state.keyphrase, without: { ...base, keyphrase: '' } })
  if (hasOrigin(state.distance)) {
    // Without a place to be near, nearest first means nothing: the sort goes with the chip.
    const sort = state.sort === 'distance_asc' ? null : state.sort
    out.push({ kind: 'distance', choice: state.distance, without: { ...base, distance: NO_DISTANCE, sort } })
  }
  return out
}

/**
 * Three or more model years in a row ("2024 eller nyare" ticks 2024, 2025 and 2026) read as one chip, "Årsmodell:
 * 2024–2026", removed at once; single years stay chips of their own.
 */
function yearRun(years: readonly string[]): { from: string; to: string } | null {
  const sorted = years.map(Number).sort((a, b) => a - b)
  if (sorted.length < 3 || sorted.some((y, i) => !Number.isInteger(y) || (i > 0 && y !== sorted[i - 1] + 1)))
    return null
  return { from: String(sorted[0]), to: String(sorted[sorted.length - 1]) }
}

export type FilterTexts = {
  /** A facet's label ("Pris"). */
  facet: (facet: RangeFacet | 'car_year') => string
  /** "{facet}: {min}–{max}", "{facet}: från {min}", "{facet}: till {max}". */
  range: (facet: string, range: { min?: string; max?: string }) => string
  /** The keyphrase in the language's quotation marks. */
  keyphrase: (text: string) => string
  /** A stored facet value in the page's language ("Bensin" → "Petrol" on se /en; src/features/cars/value-labels.ts). */
  value: (text: string) => string
  /** A bound in the market's money or distance ("400 000 kr", "5 000 mil", "£300/month"; display.ts rangeAmount). */
  amount: (facet: RangeFacet, n: number) => string
  /** The monthly budget's chip ("Max 4 000 kr/mån"). */
  budget: (n: number) => string
  /** The distance choice ("Inom 25 km från Göteborg", "Near your location"). */
  distance: (choice: DistanceChoice) => string
}

/** A chip's visible text: the value itself (a model follows its brand's chip), a range with its facet's name, the keyphrase quoted. */
export function filterText(filter: ActiveFilter, texts: FilterTexts): string {
  switch (filter.kind) {
    case 'brand':
      return filter.brand
    case 'model':
      return filter.model
    case 'value':
      return texts.value(filter.value)
    case 'range': {
      const { min, max } = filter.range
      return texts.range(texts.facet(filter.facet), {
        min: min === undefined ? undefined : texts.amount(filter.facet, min),
        max: max === undefined ? undefined : texts.amount(filter.facet, max),
      })
    }
    case 'years':
      return texts.range(texts.facet('car_year'), { min: filter.from, max: filter.to })
    case 'budget':
      return texts.budget(filter.amount)
    case 'keyphrase':
      return texts.keyphrase(filter.text)
    case 'distance':
      return texts.distance(filter.choice)
  }
}

/**
 * What the shopper searched for, for the list's heading: brands with their models, then the chosen values and
 * the keyphrase, joined by " · " ("Volvo XC60 · Diesel", "BMW · 2020–2026"); ranges are left to the chips. Null with no
 * such choice.
 */
export function searchSummary(
  state: ListState,
  texts: Pick<FilterTexts, 'keyphrase' | 'value'> & Partial<Pick<FilterTexts, 'distance'>>,
): string | null {
  const parts = [
    ...treeChoices(state.tree).map(({ brand, models }) => (models.length ? `${brand} ${models.join(', ')}` : brand)),
    ...VALUE_FACETS.flatMap((facet) => {
      const values = state.values[facet] ?? []
      if (!values.length) return []
      // Years in a row as the chip shows them ("2020–2026", not seven years).
      const run = facet === 'car_year' ? yearRun(values) : null
      return [run ? `${run.from}–${run.to}` : values.map(texts.value).join(', ')]
    }),
    // A town searches as much as a value does ("bilar i göteborg" → "Nära Göteborg"); a visitor's position is no title.
    ...(state.distance.place && texts.distance ? [texts.distance(state.distance)] : []),
    ...(state.keyphrase ? [texts.keyphrase(state.keyphrase)] : []),
  ]
  return parts.length ? parts.join(' · ') : null
}

/**
 * A facet's values with the chosen ones first (otherwise in the index's order), so what is ticked is in view
 * at the top of its scrolling list.
 */
export function chosenFirst<V extends { text: string }>(values: readonly V[], chosen: (value: V) => boolean): V[] {
  return [...values.filter(chosen), ...values.filter((v) => !chosen(v))]
}
