/** What the list shows of its totals and paging (spec 1 §2 "Car list", §4, §9), and its bounds' amounts. */
import { formatMonthly, formatNumber, formatPrice, type CarLang } from '@/sites/format'
import type { SearchIndex } from '@/sites/markets'
import { MAX_PAGE, PAGE_SIZE, TOTAL_CAP, type BUDGET_FIELD, type RangeFacet } from './facets'
import { fromKm, mileageUnit } from './mileage-unit'

/** Spec 1 §4: a total of 10000 or more reads '10000+'. */
export const totalText = (total: number, format: (n: number) => string = String) =>
  total >= TOTAL_CAP ? `${format(TOTAL_CAP)}+` : format(total)

/** How many cars pages 1..page show of `total`. */
export const shownCount = (total: number, page: number) => Math.min(total, Math.min(page, MAX_PAGE) * PAGE_SIZE)

/**
 * Show-more (spec 1 §4, §9): hidden once all cars are shown (which covers "all shown and fewer than 12"),
 * and on the last page the cap allows (page index 19).
 */
export const hasMore = (total: number, page: number) => page < MAX_PAGE && shownCount(total, page) < total

/** The offsets of the pages 1..page (each a query of 48: spec 1 §7 "limit 48, offset page*48"). */
export const pageOffsets = (page: number) => Array.from({ length: Math.min(page, MAX_PAGE) }, (_, i) => i * PAGE_SIZE)

/**
 * The cars the page cap leaves out: on the last page the cap allows, the matches not shown, so the
 * list says how many and asks to narrow the search instead of stopping silently; 0 elsewhere.
 */
export const capLeft = (total: number, page: number) =>
  page >= MAX_PAGE ? Math.max(0, total - shownCount(total, page)) : 0

/**
 * A range facet's bound as the page writes amounts ("Pris: till 400 000 kr"): money in the
 * market's currency, monthly costs per month, mileage (stored in km) in the market's unit: Swedish mil on a
 * Swedish-language page, miles in the UK, else km (as the cards write it: src/features/cars/display.ts).
 */
export function rangeAmount(
  market: SearchIndex,
  lang: CarLang,
  facet: RangeFacet | typeof BUDGET_FIELD,
  value: number,
): string {
  switch (facet) {
    case 'car_price':
    case 'car_campaign_price':
    case 'car_gross_price':
      return formatPrice(value, market, lang)
    case 'car_loan_monthly_cost':
    case 'car_privateleasing_monthly_cost':
    case 'car_companyleasing_monthly_cost':
    case 'car_budget_monthly_cost':
      return formatMonthly(value, market, lang)
    case 'car_mileage': {
      const unit = mileageUnit(market, lang)
      return `${formatNumber(fromKm(value, unit), lang)} ${unit}`
    }
    case 'car_power_hp':
      return formatNumber(value, lang)
  }
}
