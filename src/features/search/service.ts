/**
 * The process's search service: one in-process engine per index (DESIGN §4), loaded from the
 * database at first use, kept fresh from the change feed (freshness.ts), answers cached (cache.ts).
 */
import type { Payload } from 'payload'
import type { CarRecord } from '@/features/cars/types'
import { SEARCH_INDICES, type SearchIndex } from '@/sites/markets'
import { createAnswerCache, type AnswerCache } from './cache'
import type { IndexedCar } from '@/features/cars/types'
import { CAR_SCHEMA, pcpOfferOf } from './car-schema'
import type { QueryPlan, SearchAnswer } from './contract'
import { SearchEngine } from './engine'
import { invalidateRenderTags } from '@/platform/render-cache/registry'
import { changedRenderTags, SEARCH_RENDER_TAGS } from '@/platform/render-cache/search-tags'
import { changesSince, lastChangeId, pruneChanges, watchChanges, type Change } from './freshness'
import { indexName, parseIndexName, type IndexName } from './indices'
import { detailKeysOf, TEXT_ONLY_KEYS, withDetails } from './detail-fields'
import { loadCars, loadDealerSites, loadPcpProducts } from './loader'
import { dayKey, dealerPcpOffer, pricingDay, sameOffer } from '@/features/finance/pcp-budget'
import type { FinanceProduct } from '@/payload-types'
import { collectGarbage } from '@/platform/heap'
import { SITE_SCHEMA, type SiteRecord } from './site-schema'
import { stemmerFor } from './stem'
import { INDEX_LANG } from '@/sites/format'
import { parseGeocoord, type LatLng } from '@/features/dealers/validation'
import { logError } from '@/platform/log/logger'

/** More pending changes than this and a full reload is cheaper than fetching them one by one. */
const MAX_INCREMENTAL = 1000
/** An instance that has not synced for this long may have missed pruned changes: reload. */
const STALE_MS = 30 * 60_000
const PRUNE_EVERY_MS = 10 * 60_000

export type SearchStatus = {
  ready: boolean
  generation: number
  cars: number
  sites: number
  loadedAt: string | null
  error: string | null
  /** The day (YYYY-MM-DD, UTC) the UK cars' PCP offers are priced for; null before the first load. */
  pricedFor: string | null
}

export type ServiceOptions = {
  payload: () => Promise<Payload>
  connectionString?: string
  pollMs?: number
  listen?: boolean
  redisUrl?: string
  log?: (message: string, error?: unknown) => void
  /** Drops the rendered pages a change reaches; defaults to this process's render cache. */
  invalidateRendered?: (tags: string[]) => void
  /** The clock whose UTC day the UK PCP figures are priced for (pricing below); the system clock by default. */
  now?: () => Date
}

/**
 * What the UK cars' PCP offers are priced with (src/features/finance/pcp-budget.ts): the day (`today` of every
 * figure, so a car's age and balloon are one day's for the whole index) and the dealers' PCP products by site id.
 */
type Pricing = { day: Date; key: string; products: Map<string, FinanceProduct[]> }

type AnyEngine = SearchEngine<CarRecord> | SearchEngine<SiteRecord>

export class SearchService {
  private readonly engines = new Map<IndexName, AnyEngine>()
  private readonly carIndex = new Map<string, IndexName>()
  private readonly cache: AnswerCache
  private readonly log: (message: string, error?: unknown) => void
  private generation = 0
  private loading: Promise<void> | null = null
  private syncing: Promise<void> | null = null
  private again = false
  private lastSync = 0
  private lastPrune = 0
  private failing = false
  private stopWatch: (() => Promise<void>) | null = null
  private status: SearchStatus = {
    ready: false,
    generation: 0,
    cars: 0,
    sites: 0,
    loadedAt: null,
    error: null,
    pricedFor: null,
  }
  private pricing: Pricing = { day: new Date(0), key: '', products: new Map() }
  private readonly now: () => Date

  private readonly invalidateRendered: (tags: string[]) => void

  constructor(private readonly options: ServiceOptions) {
    this.invalidateRendered = options.invalidateRendered ?? ((tags) => void invalidateRenderTags(tags))
    this.log = options.log ?? logError
    this.now = options.now ?? (() => new Date())
    this.cache = createAnswerCache({ redisUrl: options.redisUrl, log: this.log })
  }

  /** Loads the indices once (again after a failed attempt) and starts following changes. */
  ready(): Promise<void> {
    this.loading ??= this.loadAll().catch((error) => {
      this.loading = null
      this.status = { ...this.status, error: error instanceof Error ? error.message : String(error) }
      throw error
    })
    return this.loading
  }

  health(): SearchStatus {
    return { ...this.status }
  }

  private async loadAll(): Promise<void> {
    const payload = await this.options.payload()
    const generation = await lastChangeId(payload)
    this.pricing = await this.loadPricing(payload)
    await this.reloadCars(payload)
    await this.reloadSites(payload)
    // The load's garbage (rows, pools) goes now rather than staying mapped until heap pressure asks.
    collectGarbage()
    this.generation = generation
    this.lastSync = Date.now()
    this.updateStatus()
    if (!this.stopWatch)
      this.stopWatch = await watchChanges({
        connectionString: this.options.connectionString,
        pollMs: this.options.pollMs ?? 500,
        listen: this.options.listen ?? true,
        onWake: () =>
          void this.sync().then(
            () => (this.failing = false),
            (error) => {
              // Logged once per outage: the poll retries every SEARCH_POLL_MS.
              if (!this.failing) this.log('search: applying changes failed; the index keeps its last state', error)
              this.failing = true
            },
          ),
        log: this.log,
      })
  }

  private updateStatus(): void {
    let cars = 0
    let sites = 0
    for (const [name, engine] of this.engines) {
      if (name.startsWith('cars-')) cars += engine.size
      else sites += engine.size
    }
    this.status = {
      ready: true,
      generation: this.generation,
      cars,
      sites,
      loadedAt: new Date().toISOString(),
      error: null,
      pricedFor: this.pricing.key,
    }
  }

  /** A record that cannot be indexed is left out and logged; the rest of the index still serves. */
  private readonly unreadable = (error: unknown, record: object) => {
    const id = (record as { car_id?: string; site_id?: string }).car_id ?? (record as { site_id?: string }).site_id
    this.log(`search: record ${id} could not be indexed`, error)
  }

  /** The dealers' PCP products, read now, for the clock's current day. */
  private async loadPricing(payload: Payload): Promise<Pricing> {
    const day = pricingDay(this.now())
    return { day, key: dayKey(day), products: await loadPcpProducts(payload) }
  }

  /**
   * Sets the car's PCP offer under the current pricing, before it is indexed (every car gets the key, null where no
   * PCP applies, so all records keep one shape).
   */
  private price(car: CarRecord): void {
    ;(car as IndexedCar).car_pcp_offer =
      car.index === 'uk' ? dealerPcpOffer(this.pricing.products.get(car.car_site_id), car, this.pricing.day) : null
  }

  /**
   * The indexed cars whose PCP offer differs under the current pricing from the one they were indexed with: after a
   * product edit, the cars of that dealer; after midnight, the cars whose age reached a new band (or left the table).
   */
  private repricedCars(): string[] {
    const out: string[] = []
    const engine = this.engines.get(indexName('cars', 'uk')) as SearchEngine<CarRecord> | undefined
    for (const car of engine?.liveRecords() ?? []) {
      const offer = dealerPcpOffer(this.pricing.products.get(car.car_site_id), car, this.pricing.day)
      if (!sameOffer(offer, pcpOfferOf(car))) out.push(car.car_id)
    }
    return out
  }

  private async reloadCars(payload: Payload): Promise<void> {
    const cars = await loadCars(payload, undefined, { resident: true })
    const byIndex = new Map<IndexName, CarRecord[]>(SEARCH_INDICES.map((m) => [indexName('cars', m), []]))
    this.carIndex.clear()
    for (const car of cars) {
      this.price(car)
      const name = indexName('cars', car.index)
      byIndex.get(name)?.push(car)
      this.carIndex.set(car.car_id, name)
    }
    for (const [name, records] of byIndex) this.engines.set(name, this.carEngine(name, records))
  }

  private async reloadSites(payload: Payload): Promise<void> {
    const sites = await loadDealerSites(payload)
    for (const market of SEARCH_INDICES) {
      this.engines.set(
        indexName('sites', market),
        new SearchEngine(
          SITE_SCHEMA,
          sites.filter((s) => s.index === market),
          this.unreadable,
        ),
      )
      const cars = this.engines.get(indexName('cars', market))
      if (cars) cars.positions = this.sitePositions(market)
    }
  }

  /** Where each dealer site of a market is, by site id: the car index measures a query's distances to these. */
  private sitePositions(market: SearchIndex): Map<string, LatLng> {
    const sites = this.engines.get(indexName('sites', market)) as SearchEngine<SiteRecord> | undefined
    const out = new Map<string, LatLng>()
    for (const site of sites?.liveRecords() ?? []) {
      const position = parseGeocoord(site.site_geocoord)
      if (position) out.set(site.site_id, position)
    }
    return out
  }

  /** Applies pending changes; calls during a sync coalesce into one more round. */
  sync(): Promise<void> {
    if (!this.status.ready) return Promise.resolve()
    if (this.syncing) {
      this.again = true
      return this.syncing
    }
    this.syncing = (async () => {
      try {
        do {
          this.again = false
          await this.syncOnce()
        } while (this.again)
      } finally {
        this.syncing = null
      }
    })()
    return this.syncing
  }

  private async syncOnce(): Promise<void> {
    const payload = await this.options.payload()
    if (Date.now() - this.lastSync > STALE_MS) {
      this.loading = null
      this.status = { ...this.status, ready: false }
      await this.ready()
      this.cache.clear()
      this.invalidateRendered([...SEARCH_RENDER_TAGS])
      return
    }
    const changes = await changesSince(payload, this.generation, MAX_INCREMENTAL + 1)
    this.lastSync = Date.now()
    // The UK PCP offers are priced again when a dealer's products (or a dealer's site id) change, and when the clock's
    // day is no longer the pricing's: a car whose age crosses a band of the future-value table on that day is picked up
    // here, within one poll of midnight, and re-indexed like an edited car.
    const repricing =
      changes.some((c) => c.entity === 'finance_products' || c.entity === 'dealer_sites') ||
      dayKey(pricingDay(this.now())) !== this.pricing.key
    if (!changes.length && !repricing) return
    if (repricing) this.pricing = await this.loadPricing(payload)
    let cars = changes.filter((c) => c.entity === 'cars')
    let reloaded = cars.length > MAX_INCREMENTAL || cars.some((c) => c.op === 'reload')
    if (!reloaded && repricing) {
      const edited = new Set(cars.map((c) => c.key))
      const repriced = this.repricedCars().filter((key) => !edited.has(key))
      cars = [...cars, ...repriced.map((key): Change => ({ id: 0, entity: 'cars', op: 'upsert', key }))]
      reloaded = cars.length > MAX_INCREMENTAL
    }
    const generation = reloaded ? await lastChangeId(payload) : (changes.at(-1)?.id ?? this.generation)
    if (reloaded) {
      // The generation read before the reload: changes during it are applied again next round.
      await this.reloadCars(payload)
    } else {
      await this.applyCarChanges(payload, cars)
    }
    if (changes.some((c) => c.entity === 'dealer_sites')) await this.reloadSites(payload)
    this.generation = generation
    this.cache.clear()
    // Every instance follows this feed, so each drops its own rendered pages once its index has the change.
    this.invalidateRendered(changedRenderTags([...changes.filter((c) => c.entity !== 'cars'), ...cars], reloaded))
    this.updateStatus()
    if (Date.now() - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = Date.now()
      await pruneChanges(payload).catch((error) => this.log('search: pruning the change feed failed', error))
    }
  }

  private async applyCarChanges(payload: Payload, changes: Change[]): Promise<void> {
    const last = new Map<string, Change['op']>()
    for (const change of changes) if (change.key) last.set(change.key, change.op)
    const upserts = [...last].filter(([, op]) => op === 'upsert').map(([key]) => key)
    const fresh = new Map((await loadCars(payload, upserts, { resident: true })).map((car) => [car.car_id, car]))
    for (const id of last.keys()) {
      const previous = this.carIndex.get(id)
      const car = fresh.get(id)
      if (previous && previous !== (car && indexName('cars', car.index))) this.engineFor(previous).remove(id)
      if (car) {
        const name = indexName('cars', car.index)
        try {
          this.price(car)
          ;(this.engineFor(name) as SearchEngine<CarRecord>).upsert(car)
          this.carIndex.set(id, name)
        } catch (error) {
          // One unreadable row must not hold up the feed for every other car.
          this.unreadable(error, car)
        }
      } else {
        this.carIndex.delete(id)
      }
    }
    for (const [name, engine] of this.engines) {
      // Every change leaves a dead slot behind; compact when they outnumber the live ones.
      if (engine.slots > 2 * engine.size + 1000) this.engines.set(name, this.rebuilt(name, engine))
    }
  }

  /**
   * A car index's engine, whose keyphrase is stemmed in the market's language (the cars' texts are in it). A car's
   * text-only columns (its description) are read for the index's words and kept as null: the text would be most of
   * the record's memory (an answer asking for it reads it from the database, detail-fields.ts).
   */
  private carEngine(name: IndexName, records: CarRecord[]): SearchEngine<CarRecord> {
    const engine = new SearchEngine(CAR_SCHEMA, records, this.unreadable, TEXT_ONLY_KEYS)
    const { market } = parseIndexName(name)
    engine.stem = stemmerFor(INDEX_LANG[market])
    engine.positions = this.sitePositions(market)
    return engine
  }

  /**
   * An engine of just these cars, priced and stemmed as the market's index does it: the saved searches' matcher asks
   * it about cars as they are and as they were before a change, which the index does not hold side by side.
   */
  carsApart(market: SearchIndex, cars: CarRecord[]): SearchEngine<CarRecord> {
    for (const car of cars) this.price(car)
    return this.carEngine(indexName('cars', market), cars)
  }

  private rebuilt(name: IndexName, engine: AnyEngine): AnyEngine {
    return engine.schema === CAR_SCHEMA
      ? this.carEngine(name, [...(engine as SearchEngine<CarRecord>).liveRecords()])
      : new SearchEngine(SITE_SCHEMA, [...(engine as SearchEngine<SiteRecord>).liveRecords()], this.unreadable)
  }

  engineFor(name: IndexName): AnyEngine {
    const engine = this.engines.get(name)
    if (!engine) throw new Error(`search index ${name} is not loaded`)
    return engine
  }

  /** Answers a planned query from the cache or the engine (throws on engine failure). */
  async run(index: IndexName, plan: QueryPlan): Promise<SearchAnswer> {
    await this.ready()
    // The pricing day is part of the key: instances sharing a cache may price a minute apart around midnight.
    const key = `${index}|${this.generation}|${this.pricing.key}|${JSON.stringify(plan)}`
    const cached = await this.cache.get(key)
    if (cached) return cached
    const answer = index.startsWith('cars-') ? await this.carAnswer(index, plan) : this.engineFor(index).run(plan)
    await this.cache.set(key, answer)
    return answer
  }

  /** A car answer, with the detail-only columns it asks for read from the database for its page of cars. */
  private async carAnswer(index: IndexName, plan: QueryPlan): Promise<SearchAnswer> {
    const keys = detailKeysOf(plan.fields)
    if (!keys.length) return this.engineFor(index).run(plan)
    const keepId = plan.fields === null || plan.fields.includes('car_id')
    const answer = this.engineFor(index).run(keepId ? plan : { ...plan, fields: [...plan.fields!, 'car_id'] })
    if (!answer.content.length) return answer
    const ids = answer.content.map((item) => item.car_id as string)
    const full = new Map((await loadCars(await this.options.payload(), ids)).map((car) => [car.car_id, car]))
    return { ...answer, content: withDetails(answer.content, keys, full, keepId) }
  }

  async stop(): Promise<void> {
    await this.stopWatch?.()
    this.stopWatch = null
    await this.syncing?.catch(() => {})
    await this.cache.close()
  }
}
