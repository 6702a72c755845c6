/**
 * The car detail page's rules (spec 1 §2 "Car detail", §4, §5, §9), free of React so they are unit-tested:
 * layout by site name, price and VAT display, collapse limits, the contact scroll offset, which rows and
 * contacts show, the similar-car slider's snapping and the not-found keyphrase.
 */
import type { CarDetail } from '@/features/cars/detail'

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

export type DetailLayout = 'default' | 'product'

/**
 * spec 1 §1, §2: "two layouts chosen by site name ({product} layout, default layout)". The {product} site is
 * the single-offer site of the group; in the demo that is Budgetbil (bb.localhost). Every other site shows
 * the default layout.
 */
export const PRODUCT_LAYOUT_SITES: readonly string[] = ['Budgetbil']

export const detailLayout = (siteName: string): DetailLayout =>
  PRODUCT_LAYOUT_SITES.includes(siteName) ? 'product' : 'default'

// ---------------------------------------------------------------------------------------------
// Collapse limits (spec 1 §4, §9)
// ---------------------------------------------------------------------------------------------

/** spec 1 §4: "Technical data toggles between 5 rows and all." */
export const TECHNICAL_ROWS = 5
/** spec 1 §4: the description collapses at 300 px. */
export const DESCRIPTION_COLLAPSE_PX = 300
/** spec 1 §4: the other-package list collapses to 3 items when it has more than 4. */
export const OTHER_PACKAGES_COLLAPSED = 3
export const OTHER_PACKAGES_COLLAPSE_ABOVE = 4

/** spec 1 §4: the equipment list collapses at 190 px in the default layout, 50 px otherwise. */
export const equipmentCollapsePx = (layout: DetailLayout) => (layout === 'default' ? 190 : 50)

/** Content taller than the limit collapses to it behind a show more/less button; shorter content shows whole. */
export const collapses = (contentHeight: number, limit: number) => contentHeight > limit

/** The rows a "first n, then all" list shows, and whether it needs the toggle at all. */
export function visibleRows<T>(
  rows: readonly T[],
  limit: number,
  expanded: boolean,
): { rows: readonly T[]; toggle: boolean } {
  const toggle = rows.length > limit
  return { rows: toggle && !expanded ? rows.slice(0, limit) : rows, toggle }
}

/** spec 1 §4: the other-package list shows 3 of more than 4, all of 4 or fewer. */
export const otherPackagesLimit = (count: number) =>
  count > OTHER_PACKAGES_COLLAPSE_ABOVE ? OTHER_PACKAGES_COLLAPSED : count

// ---------------------------------------------------------------------------------------------
// Contact seller scroll (spec 1 §9)
// ---------------------------------------------------------------------------------------------

/** spec 1 §9: "Contact scroll offset 112 px (wider than 768) else 250" — room for the sticky header. */
export const contactScrollOffset = (viewportWidth: number) => (viewportWidth > 768 ? 112 : 250)

/** Where the window scrolls to bring the contact form under the header. */
export const contactScrollTop = (formTop: number, scrollY: number, viewportWidth: number) =>
  Math.max(0, formTop + scrollY - contactScrollOffset(viewportWidth))

// ---------------------------------------------------------------------------------------------
// Back button (spec 1 §2)
// ---------------------------------------------------------------------------------------------

/**
 * spec 1 §2: "history back if possible, else link to car list" — possible when the previous page was this
 * site's. The Navigation API knows (`navigation.canGoBack` counts only same-origin entries, client-side
 * navigations included); without it, a same-origin referrer of a full page load tells.
 */
export function canGoBack(history: {
  navigationCanGoBack?: boolean
  referrer: string
  origin: string
  length: number
}): boolean {
  if (history.navigationCanGoBack !== undefined) return history.navigationCanGoBack
  if (history.length < 2 || !history.referrer) return false
  try {
    return new URL(history.referrer).origin === history.origin
  } catch {
    return false
  }
}

// ---------------------------------------------------------------------------------------------
// Price (spec 1 §2, §3)
// ---------------------------------------------------------------------------------------------

export type PriceDisplay = { amount: number; retail: number | null; exVat: boolean }

/**
 * spec 1 §2, §3: the campaign price with the retail price struck through when a campaign applies; vans
 * (car_vehicle_type_code LCV) show prices without VAT (car_price is then excl. VAT, the retail price's
 * excl.-VAT twin is car_retail_price_exkl_vat).
 */
export function priceDisplay(
  car: Pick<
    CarDetail,
    'car_price' | 'car_retail_price' | 'car_retail_price_exkl_vat' | 'car_has_campaign_price' | 'car_vehicle_type_code'
  >,
): PriceDisplay {
  const exVat = car.car_vehicle_type_code === 'LCV'
  const retail = car.car_has_campaign_price ? (exVat ? car.car_retail_price_exkl_vat : car.car_retail_price) : null
  return { amount: car.car_price, retail: retail && retail > car.car_price ? retail : null, exVat }
}

// ---------------------------------------------------------------------------------------------
// Overview and technical data
// ---------------------------------------------------------------------------------------------

export const OVERVIEW_FIELDS = [
  'car_year',
  'car_mileage_text',
  'car_fuel',
  'car_gearbox',
  'car_body',
  'car_drive',
  'car_color',
  'car_seats',
  'car_doors',
  'car_regno',
  'car_firstregistration',
  'car_condition',
] as const satisfies readonly (keyof CarDetail)[]

/** Technical rows in the order shown; the first five are the ones a shopper asks about first (power, range, consumption). */
export const TECHNICAL_FIELDS = [
  'car_power_hp_text',
  'car_power_kw_text',
  'car_acceleration_text',
  'car_wltp_range_text',
  'car_consumption_text',
  'car_fuel_combined_text',
  'car_co2_emission_text',
  'car_battery_size_text',
  'car_ac_charging_speed_text',
  'car_dc_charging_speed_text',
  'car_wltp_consumption_text',
  'car_fuel_tank_text',
  'car_cargo_volume_text',
  'car_curb_weight_text',
  'car_gross_weight_text',
  'car_max_trailer_weight_text',
  'car_length_text',
  'car_width_text',
  'car_height_text',
  'car_ncap_stars_text',
] as const satisfies readonly (keyof CarDetail)[]

const present = (value: unknown): value is string | number =>
  typeof value === 'string' ? value.trim() !== '' : typeof value === 'number'

/** The fields of a list the car has a value for, with the value as text (dates as YYYY-MM-DD / DD/MM/YYYY by `formatDay`). */
export function filledRows<F extends keyof CarDetail>(
  car: Partial<CarDetail>,
  fields: readonly F[],
  formatDay: (iso: string) => string,
): { field: F; value: string }[] {
  return fields.flatMap((field) => {
    const value = car[field]
    if (!present(value)) return []
    return [{ field, value: field === 'car_firstregistration' ? formatDay(String(value)) : String(value) }]
  })
}

// ---------------------------------------------------------------------------------------------
// Contacts (spec 1 §5: "a seller is listed only with phone or email"; contact links only if the value exists)
// ---------------------------------------------------------------------------------------------

export type Seller = { name: string; email: string; phone: string }

export const sellersWithContact = (sellers: readonly Seller[] | null | undefined): Seller[] =>
  (sellers ?? []).filter((s) => s.phone.trim() !== '' || s.email.trim() !== '')

/** `tel:` link of a phone number as people write it ("08-123 45 67" → tel:081234567, "+44 20 …" keeps its plus). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`

// ---------------------------------------------------------------------------------------------
// Similar-car slider (spec 1 §4: "dragging past 30 percent snaps fully open, else back closed (card width
// 330, closed offset -80)")
// ---------------------------------------------------------------------------------------------

export const SLIDER_CARD_WIDTH = 330
/**
 * Closed, the panel sits off the page's end edge but for its 80 px grip (the spec's closed offset of -80):
 * the grip stays in view to be dragged or pressed, and the cards travel the card width to open.
 */
export const SLIDER_CLOSED_OFFSET = -80
export const SLIDER_SNAP_SHARE = 0.3

/** How far the panel travels between closed and open: one card width. */
export const sliderTravel = () => SLIDER_CARD_WIDTH

/**
 * Where a drag leaves the panel: `dragPx` is the pointer's travel into the page (positive opens, i.e.
 * leftwards in a left-to-right page). Past 30 % of the travel in the drag's direction it snaps to the other
 * state, else back to where it started.
 */
export function sliderSnap(open: boolean, dragPx: number): boolean {
  const threshold = sliderTravel() * SLIDER_SNAP_SHARE
  return open ? -dragPx <= threshold : dragPx > threshold
}

/** The panel's translation while dragging (0 = open, the travel = closed), clamped to the track. */
export function sliderOffset(open: boolean, dragPx: number): number {
  const travel = sliderTravel()
  return Math.min(travel, Math.max(0, (open ? 0 : travel) - dragPx))
}

// ---------------------------------------------------------------------------------------------
// Not-found view (spec 1 §7: "with no car found, keyphrase from the third dash-separated part of the slug")
// ---------------------------------------------------------------------------------------------

export const keyphraseFromSlug = (slug: string | null | undefined) => (slug ?? '').split('-')[2]?.trim() ?? ''

/** The car list's URL with the keyphrase (spec 1 §2: "a button to the car list with a keyphrase query"). */
export function carListWithKeyphrase(listPath: string, keyphrase: string): string {
  return keyphrase ? `${listPath}?${new URLSearchParams({ keyphrase })}` : listPath
}

/** The segments of a public car path `{base}/{id}/{slug}` after its base, as the visitor sent them. */
export function carPathSegments(path: string, base: string): string[] {
  return path
    .slice(base === '/' ? 0 : base.replace(/\/+$/, '').length)
    .split('/')
    .filter(Boolean)
}

/** The slug segment of a public car path `{base}/{id}/{slug}` (or none for `{base}/{id}`). */
export function slugOfPath(path: string, base: string): string | null {
  const rest = carPathSegments(path, base)
  if (rest.length < 2) return null
  try {
    return decodeURIComponent(rest[1])
  } catch {
    return rest[1]
  }
}

/** The catalogue key of a field's label: car_power_hp_text → fieldPowerHp (strings.ts). */
export const fieldLabelKey = (field: string) =>
  'field' +
  field
    .replace(/^car_/, '')
    .replace(/_text$/, '')
    .split('_')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')
