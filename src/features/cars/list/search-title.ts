/** The subtitle of a car list page: what its URL searches for, under the page's H1. */
import 'server-only'
import type { Locale } from '@/cms/locales'
import { labelOf } from '@/features/cars/value-labels'
import { loadStrings } from '@/i18n/dictionary/load'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import type { Site } from '@/payload-types'
import { translator } from '@/i18n/catalogue'
import { searchSummary } from './active'
import { distanceChipText, type DistanceChoice } from './distance'
import { distanceStrings } from './distance-strings'
import { loadPlaces, phraseListState, readListState } from './queries'
import { distanceUnit } from '@/features/search/distance'
import { INDEX_ODOMETER_UNIT } from '@/sites/format'
import { carListStrings } from './strings'

/** "Volvo XC60 · Diesel" for `/…/volvo/xc60?car_fuel=Diesel`; null without a choice or for unknown segments (a 404). */
export async function listSearchTitle(
  site: Pick<Site, 'id' | 'searchIndex'>,
  locale: Locale,
  filters: readonly string[],
  query: URLSearchParams,
): Promise<string | null> {
  const list = await readListState(site, locale, filters, query)
  if (!list) return null
  const [messages, labels, distanceMessages, places] = await Promise.all([
    loadStrings(carListStrings, site.id, locale),
    loadValueLabels(site, locale),
    loadStrings(distanceStrings, site.id, locale),
    list.state.distance.place ? loadPlaces(site.searchIndex, locale) : [],
  ])
  const t = translator(messages)
  const unit = distanceUnit(INDEX_ODOMETER_UNIT[site.searchIndex])
  const distance = (choice: DistanceChoice) =>
    distanceChipText(translator(distanceMessages), choice, places, unit, new Intl.NumberFormat(locale).format)
  // A phrase's words left that match no car are dropped by the list, so also here. The block's presets
  // are not known to the page: checked over the market, the answer the list shares when it has none.
  const state = list.phrase && list.state.keyphrase ? await phraseListState(site.searchIndex, list.state) : list.state
  return searchSummary(state, {
    keyphrase: (text) => t('quoted', { text }),
    value: (text) => labelOf(labels, text),
    distance,
  })
}
