/**
 * Reads the index records from the database. Cars come straight from SQL (200k rows through
 * Payload's find would take minutes), column by column (src/features/cars/car-columns.ts).
 * Dealer sites are few and nested (departments, staff), so they come through Payload.
 */
import type { Payload } from 'payload'
import { carSelectList, isoTimestamp } from '@/features/cars/car-columns'
import { CAR_RECORD_KEYS } from '@/features/cars/record-keys'
import type { IndexedCar } from '@/features/cars/types'
import type { FinanceProduct, Media } from '@/payload-types'
import { DETAIL_ONLY_KEYS, TEXT_ONLY_KEYS } from './detail-fields'
import type { SiteRecord } from './site-schema'

const BATCH = 10_000
const DATE_KEYS = ['car_publishdate', 'indexed_at', 'car_firstregistration', 'car_price_lowered_at'] as const

/**
 * When the car's shown price was last lowered: its latest car_price row in history.car_prices (one index probe a car,
 * on car_prices_latest_idx) when that row lowered it. Read with every load of a car, so the list's badge and its
 * "recently lowered" sort need no query a card; a price change writes the row and the search change in one
 * transaction, and the change reloads the car.
 */
const LOWERED_KEY = 'car_price_lowered_at'
const LOWERED_JOIN = `left join lateral (
  select case when h.new_value < h.old_value then to_jsonb(h.changed_at) end as lowered
  from history.car_prices h where h.car = c.id and h.field = 'car_price'
  order by h.changed_at desc, h.id desc limit 1) p on true`
/** jsonb lists a row written outside Payload may leave null; CarRecord holds them as arrays. */
const LIST_KEYS = ['car_equipment', 'car_campaigns', 'car_images', 'car_leasing_options', 'car_sellers'] as const

/**
 * Every record is a copy of this one object, so all share one hidden class with fast properties. Filling `{}`
 * with 114 computed keys turned each record into a dictionary: 10.5 KB of heap a car instead of 5.2 KB
 * (measured on 20,000 demo cars), over a gigabyte at 200,000 cars. JSON.parse builds the
 * template itself with fast properties, which Object.fromEntries does not.
 */
const RECORD_TEMPLATE: Record<string, unknown> = JSON.parse(
  // car_pcp_offer: set by the search service before indexing (IndexedCar); in the template, so setting it later
  // changes no record's shape.
  JSON.stringify(Object.fromEntries([...CAR_RECORD_KEYS, LOWERED_KEY, 'car_pcp_offer'].map((key) => [key, null]))),
)

/** Strings of one load that repeat (brands, fuels, cities, equipment codes) are kept once, not once a car. */
export type Interner = (value: unknown) => unknown

/** Values a pool looks at before it judges whether its column repeats. */
const POOL_SAMPLE = 2000

/**
 * One column's pool. A column whose values hardly repeat (ids, VINs, titles) stops being pooled once
 * `POOL_SAMPLE` values were seen and fewer than half were found in it: hashing every unique string cost
 * seconds at 200,000 cars and saved nothing.
 */
export function createInterner(): Interner & { pooling(): boolean } {
  const pool = new Map<string, string>()
  let seen = 0
  let reused = 0
  let pooling = true
  const intern = (value: unknown): unknown => {
    if (!pooling) return value
    if (typeof value === 'string') {
      if (value.length > 64) return value
      const known = pool.get(value)
      seen += 1
      if (known !== undefined) {
        reused += 1
        return known
      }
      if (seen >= POOL_SAMPLE && reused * 2 < seen) {
        pooling = false
        pool.clear()
      } else pool.set(value, value)
      return value
    }
    return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value.map(intern) : value
  }
  return Object.assign(intern, { pooling: () => pooling })
}

const asIs: Interner = (value) => value

/**
 * A row read as an array (the row number, then the values in the order of `keys`) to the record shape of
 * CarRecord: every key present, each column through its own interner, dates as ISO strings, lists a row
 * written outside Payload left null as empty arrays. The index's records (`resident`) leave the detail-only
 * columns null (./detail-fields.ts).
 */
export function toCarRecord(
  row: readonly unknown[],
  keys: readonly string[],
  interners: readonly Interner[],
  resident: boolean,
): IndexedCar {
  const car: Record<string, unknown> = { ...RECORD_TEMPLATE }
  for (let i = 0; i < keys.length; i++) car[keys[i]] = interners[i](row[i + 1] ?? null)
  for (const key of DATE_KEYS) car[key] = isoTimestamp(car[key])
  for (const key of LIST_KEYS) if (!Array.isArray(car[key]) && !(resident && DETAIL_ONLY.has(key))) car[key] = []
  return car as IndexedCar
}

const DETAIL_ONLY = new Set<string>(DETAIL_ONLY_KEYS)
const TEXT_ONLY = new Set<string>(TEXT_ONLY_KEYS)

type ColumnList = { keys: readonly string[]; list: string }
let columnList: Promise<{ whole: ColumnList; resident: ColumnList }> | null = null

/** The record's columns as a select list (src/features/cars/car-columns.ts), with when its price was last lowered. */
function columnsOf(payload: Payload): Promise<{ whole: ColumnList; resident: ColumnList }> {
  columnList ??= (async () => {
    const list = async (chosen: readonly string[]): Promise<ColumnList> => {
      const columns = await carSelectList(payload, chosen)
      return { keys: [...columns.keys, LOWERED_KEY], list: `${columns.list}, p.lowered as "${LOWERED_KEY}"` }
    }
    // The description is read for the index's words and then dropped (service.ts dropTextOnly).
    return {
      whole: await list(CAR_RECORD_KEYS),
      resident: await list(CAR_RECORD_KEYS.filter((key) => !DETAIL_ONLY.has(key) || TEXT_ONLY.has(key))),
    }
  })().catch((error) => {
    columnList = null
    throw error
  })
  return columnList
}

type ArrayRowPool = {
  query(config: { text: string; values: unknown[]; rowMode: 'array' }): Promise<{ rows: unknown[][] }>
}

/**
 * All cars, or the cars with the given ids, in batches by primary key: as the index keeps them (`resident`,
 * without the detail-only columns), or whole. Rows are read as arrays straight from the adapter's pool:
 * node-postgres then builds no 100-key object per row (2.3 s of a 200,000-car load).
 */
export async function loadCars(
  payload: Payload,
  ids?: readonly string[],
  { resident = false } = {},
): Promise<IndexedCar[]> {
  const { keys, list } = (await columnsOf(payload))[resident ? 'resident' : 'whole']
  const pool = (payload.db as unknown as { pool: ArrayRowPool }).pool
  const read = async (where: string, values: unknown[]) =>
    (
      await pool.query({
        text: `select c.id, ${list} from cars c ${LOWERED_JOIN} where ${where}`,
        values,
        rowMode: 'array',
      })
    ).rows
  if (ids) {
    if (!ids.length) return []
    const asRead = keys.map(() => asIs)
    return (await read('c.car_id = any($1)', [ids])).map((row) => toCarRecord(row, keys, asRead, resident))
  }
  const out: IndexedCar[] = []
  const interners = keys.map(() => createInterner())
  let after = 0
  for (;;) {
    const rows = await read(`c.id > $1 order by c.id limit ${BATCH}`, [after])
    for (const row of rows) out.push(toCarRecord(row, keys, interners, resident))
    if (rows.length < BATCH) return out
    after = rows[rows.length - 1][0] as number
  }
}

export async function loadDealerSites(payload: Payload): Promise<SiteRecord[]> {
  const result = await payload.find({ collection: 'dealer-sites', depth: 1, pagination: false, limit: 0 })
  return result.docs.map(({ website, site_primary_image, ...doc }) => {
    const image = site_primary_image && typeof site_primary_image === 'object' ? (site_primary_image as Media) : null
    return {
      ...doc,
      website: website && typeof website === 'object' ? website.key : null,
      site_primary_image: image ? { url: image.url, alt: image.alt, width: image.width, height: image.height } : null,
    }
  })
}

/**
 * The UK dealers' PCP products by the dealer's site_id (the key a car names its dealer by, car_site_id), for the
 * monthly budget's PCP figure (src/features/finance/pcp-budget.ts). Products are few (one or two a dealer) and come
 * through Payload; a product whose dealer is gone is left out.
 */
export async function loadPcpProducts(payload: Payload): Promise<Map<string, FinanceProduct[]>> {
  const [products, dealers] = await Promise.all([
    payload.find({
      collection: 'finance-products',
      where: { type: { equals: 'PCP' } },
      depth: 0,
      pagination: false,
      limit: 0,
      sort: 'familyKey',
    }),
    payload.find({
      collection: 'dealer-sites',
      where: { index: { equals: 'uk' } },
      depth: 0,
      pagination: false,
      limit: 0,
      select: { site_id: true },
    }),
  ])
  const siteOf = new Map(dealers.docs.map((dealer) => [dealer.id, dealer.site_id]))
  const out = new Map<string, FinanceProduct[]>()
  for (const product of products.docs) {
    const dealer = typeof product.dealer === 'object' ? product.dealer.id : product.dealer
    const site = siteOf.get(dealer)
    if (site) (out.get(site) ?? out.set(site, []).get(site)!).push(product)
  }
  return out
}
