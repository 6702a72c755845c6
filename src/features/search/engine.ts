/**
 * The columnar facet core (DESIGN §4): filters become bitsets over
 * document slots, facets count value codes from typed arrays, and counting is disjunctive — values
 * within a facet are OR-ed, facets are AND-ed, and a facet's counts ignore its own selection.
 *
 * Updates never rewrite a slot: a changed record gets a new slot and the old one is cleared from
 * `alive`, so the text postings and columns stay append-only. Sort orders are built lazily and
 * dropped on change. The records themselves are packed outside the JS heap (packed-records.ts) and read
 * back only for the page an answer returns.
 */
import { andInto, clearBit, growBits, hasBit, intersect, setBit, toSlots, type Bitset } from './bitset'
import { ListColumn, NumberColumn, ValueColumn } from './columns'
import {
  DISTANCE_FIELD,
  DISTANCE_SORT,
  type FacetPlan,
  type FacetResult,
  type FacetValue,
  type FilterPlan,
  type Origin,
  type QueryPlan,
  type SearchAnswer,
} from './contract'
import { distanceKm, radiusCounts } from './distance'
import type { LatLng } from '@/features/dealers/validation'
import { bucketBounds, compareIds, sortFacetValues } from './facet-order'
import { PackedRecords } from './packed-records'
import { treeName, type IndexSchema } from './schema'
import { TextIndex } from './text-index'

export class SearchEngine<R extends object> {
  private readonly values = new Map<string, ValueColumn>()
  private readonly lists = new Map<string, ListColumn>()
  private readonly numbers = new Map<string, NumberColumn>()
  private readonly text: TextIndex
  private readonly records: PackedRecords<R>
  private readonly ids: string[] = []
  private readonly slotById = new Map<string, number>()
  private alive: Bitset = new Uint32Array(0)
  private liveCount = 0
  private readonly orders = new Map<string, Uint32Array>()
  private idRank: Uint32Array | null = null
  /** Slot lists reused by every query (queries run synchronously, one at a time). */
  private scratch: [Uint32Array, Uint32Array] = [new Uint32Array(0), new Uint32Array(0)]
  /** Each column with its accessor, resolved once (place() runs 200k times in a build). */
  private readonly writers: ((slot: number, record: R) => void)[] = []

  /** Positions of the places named by the schema's placeField (dealer sites by site id), for queries with an origin. */
  positions: ReadonlyMap<string, LatLng> = new Map()

  /**
   * Km from the running query's origin to each code of the place field (NaN: no position), computed once per
   * query: dealer sites are a few dozen, cars 200,000, so a car's distance is a lookup of its site's code.
   */
  private kmByCode: Float64Array = new Float64Array(0)

  /** The records' language's stemmer for the keyphrase (stem.ts); none: words match as typed, by prefix and typo. */
  stem: ((word: string) => string) | null = null

  /**
   * `onUnreadable`: called for a record the schema cannot read (it is left out); without it, the build throws.
   * `textOnly`: fields read for the keyphrase's words only, which the kept record holds as null.
   */
  constructor(
    readonly schema: IndexSchema<R>,
    records: Iterable<R> = [],
    onUnreadable?: (error: unknown, record: R) => void,
    textOnly: readonly string[] = [],
  ) {
    this.records = new PackedRecords(textOnly)
    const capacity = Array.isArray(records) ? records.length : 0
    this.text = new TextIndex(capacity)
    for (const [name, read] of Object.entries(schema.values)) {
      const column = new ValueColumn(capacity)
      this.values.set(name, column)
      this.writers.push((slot, record) => column.set(slot, read(record)))
    }
    for (const levels of schema.trees) {
      const column = new ValueColumn(capacity)
      const [readTop, readSub] = levels.map((level) => schema.values[level])
      this.values.set(treeName(levels), column)
      this.writers.push((slot, record) => {
        const top = readTop(record)
        const sub = readSub(record)
        column.set(slot, top != null && sub != null ? `${top}>${sub}` : null)
      })
    }
    for (const [name, read] of Object.entries(schema.lists)) {
      const column = new ListColumn(capacity)
      this.lists.set(name, column)
      this.writers.push((slot, record) => column.set(slot, read(record)))
    }
    for (const [name, read] of Object.entries(schema.numbers)) {
      const column = new NumberColumn(capacity)
      this.numbers.set(name, column)
      this.writers.push((slot, record) => column.set(slot, read(record)))
    }
    this.alive = growBits(this.alive, capacity)
    for (const record of records) {
      try {
        this.place(record)
      } catch (error) {
        if (!onUnreadable) throw error
        onUnreadable(error, record)
      }
    }
    this.text.freeze()
  }

  /** Live documents. */
  get size(): number {
    return this.liveCount
  }

  /** Slots used, live or dead: the store compacts when most are dead. */
  get slots(): number {
    return this.records.length
  }

  get(id: string): R | undefined {
    const slot = this.slotById.get(id)
    return slot === undefined ? undefined : this.records.get(slot)
  }

  /** Every live record, unpacked one at a time as it is asked for. */
  *liveRecords(): Generator<R> {
    for (let slot = 0; slot < this.records.length; slot++) if (hasBit(this.alive, slot)) yield this.records.get(slot)!
  }

  /** Whether a folded word occurs in the records' texts (query understanding: a real word, never a typo). */
  hasWord(word: string): boolean {
    return this.text.hasTerm(word)
  }

  /** Known values of a value field (the query understanding matches words against these). */
  valuesOf(field: string): readonly string[] {
    return (this.values.get(field) ?? this.lists.get(field))?.dict.texts.slice(1) ?? []
  }

  /** Adds or replaces a record; a record the schema cannot read throws and is left out. */
  upsert(record: R): void {
    this.place(record)
  }

  remove(id: string): boolean {
    const slot = this.slotById.get(id)
    if (slot === undefined) return false
    this.kill(slot)
    this.slotById.delete(id)
    return true
  }

  private kill(slot: number): void {
    clearBit(this.alive, slot)
    this.records.remove(slot)
    this.liveCount--
    this.changed()
  }

  private changed(): void {
    if (!this.orders.size && !this.idRank) return
    this.orders.clear()
    this.idRank = null
    this.byRank = null
  }

  private place(record: R): void {
    const { schema } = this
    const id = schema.id(record)
    const slot = this.records.length
    // Packing throws, before anything changed, for a record JSON cannot hold; from here on the slot is taken.
    this.records.push(record)
    const previous = this.slotById.get(id)
    if (previous !== undefined) this.kill(previous)
    this.ids.push(id)
    this.slotById.set(id, slot)
    this.alive = growBits(this.alive, slot + 1)
    setBit(this.alive, slot)
    this.liveCount++
    try {
      for (const write of this.writers) write(slot, record)
      this.text.add(slot, schema.text(record))
    } catch (error) {
      // The slot is dead before anything reads it, so half-written columns are never seen.
      this.kill(slot)
      this.slotById.delete(id)
      throw error
    }
    this.changed()
  }

  // -------------------------------------------------------------------------------------------
  // Filters
  // -------------------------------------------------------------------------------------------

  private blank(): Bitset {
    return new Uint32Array(this.alive.length)
  }

  /** Slots whose code is in `want`, from one value column or list column. */
  private scanCodes(field: string, keep: (code: number) => boolean, bits: Bitset): void {
    const size = this.records.length
    const column = this.values.get(field)
    if (column) {
      const codes = column.codes
      for (let slot = 0; slot < size; slot++) if (keep(codes[slot])) setBit(bits, slot)
      return
    }
    const { flat, start, end } = this.lists.get(field)!
    for (let slot = 0; slot < size; slot++) {
      for (let k = start[slot]; k < end[slot]; k++) {
        if (keep(flat[k])) {
          setBit(bits, slot)
          break
        }
      }
    }
  }

  private wanted(field: string, values: readonly string[]): Uint8Array {
    const dict = (this.values.get(field) ?? this.lists.get(field))!.dict
    const want = new Uint8Array(dict.size)
    for (const value of values) {
      const code = dict.codes.get(value)
      if (code !== undefined) want[code] = 1
    }
    return want
  }

  private bitsFor(filter: FilterPlan): Bitset {
    const bits = this.blank()
    switch (filter.kind) {
      case 'ids':
      case 'not-ids':
        for (const id of filter.ids) {
          const slot = this.slotById.get(id)
          if (slot !== undefined) setBit(bits, slot)
        }
        break
      case 'values':
      case 'not-values': {
        const want = this.wanted(filter.field, filter.values)
        this.scanCodes(filter.field, (code) => want[code] === 1, bits)
        break
      }
      case 'tree': {
        // 'Volvo' selects the brand, 'Volvo>XC60' one model of it.
        const [top] = this.schema.trees.find((levels) => treeName(levels) === filter.field)!
        const wantTop = this.wanted(
          top,
          filter.values.filter((v) => !v.includes('>')),
        )
        const wantPath = this.wanted(
          filter.field,
          filter.values.filter((v) => v.includes('>')),
        )
        const tops = this.values.get(top)!.codes
        const paths = this.values.get(filter.field)!.codes
        for (let slot = 0; slot < this.records.length; slot++) {
          if (wantTop[tops[slot]] === 1 || wantPath[paths[slot]] === 1) setBit(bits, slot)
        }
        break
      }
      case 'distance': {
        const { kmByCode } = this
        const codes = this.values.get(this.schema.placeField!)!.codes
        for (let slot = 0; slot < this.records.length; slot++)
          if (kmByCode[codes[slot]] <= filter.maxKm) setBit(bits, slot)
        break
      }
      case 'range': {
        const values = this.numbers.get(filter.field)!.values
        for (let slot = 0; slot < this.records.length; slot++) {
          const v = values[slot]
          if (v >= filter.min && v <= filter.max) setBit(bits, slot)
        }
        break
      }
    }
    if (filter.kind === 'not-ids' || filter.kind === 'not-values') {
      for (let w = 0; w < bits.length; w++) bits[w] = ~bits[w] & this.alive[w]
    }
    return bits
  }

  // -------------------------------------------------------------------------------------------
  // Facets
  // -------------------------------------------------------------------------------------------

  private countCodes(field: string, slots: Uint32Array): Uint32Array {
    const column = this.values.get(field)
    if (column) {
      const counts = new Uint32Array(column.dict.size)
      const codes = column.codes
      if (slots.length === this.records.length) {
        // Every slot matches (no filter, nothing removed yet): read the column straight through.
        for (let slot = 0; slot < slots.length; slot++) counts[codes[slot]]++
      } else {
        for (let k = 0; k < slots.length; k++) counts[codes[slots[k]]]++
      }
      return counts
    }
    const { dict, flat, start, end } = this.lists.get(field)!
    const counts = new Uint32Array(dict.size)
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k]
      for (let j = start[slot]; j < end[slot]; j++) counts[flat[j]]++
    }
    return counts
  }

  /** Values with a count, plus the selected ones (a selection stays visible at zero). */
  private valueList(field: string, counts: Uint32Array, selected: Set<string>): FacetValue[] {
    const texts = (this.values.get(field) ?? this.lists.get(field))!.dict.texts
    const out: FacetValue[] = []
    const listed = new Set<string>()
    for (let code = 1; code < counts.length; code++) {
      if (counts[code] > 0 || selected.has(texts[code])) {
        out.push({ text: texts[code], count: counts[code] })
        listed.add(texts[code])
      }
    }
    for (const text of selected) if (!listed.has(text)) out.push({ text, count: 0 })
    return out
  }

  private facet(plan: FacetPlan, slots: Uint32Array, origin: Origin | null): FacetResult {
    if (plan.kind === 'distance') return this.distanceFacet(plan.name, slots, origin!)
    const selected = new Set(plan.filter && 'values' in plan.filter ? plan.filter.values : [])
    if (plan.kind === 'histogram') return this.histogram(plan.name, slots)
    if (plan.kind === 'value') {
      const values = this.valueList(plan.name, this.countCodes(plan.name, slots), selected)
      return { name: plan.name, type: 'tree', values: sortFacetValues(values, plan.sortOrder) }
    }
    const [top] = this.schema.trees.find((levels) => treeName(levels) === plan.name)!
    const paths = this.valueList(
      plan.name,
      this.countCodes(plan.name, slots),
      new Set([...selected].filter((v) => v.includes('>'))),
    )
    const topSelected = new Set([...selected].filter((v) => !v.includes('>')))
    for (const path of paths) topSelected.add(path.text.slice(0, path.text.indexOf('>')))
    const tops = this.valueList(top, this.countCodes(top, slots), topSelected)
    const byTop = new Map(tops.map((value) => [value.text, { ...value, children: [] as FacetValue[] }]))
    for (const path of paths) {
      const cut = path.text.indexOf('>')
      byTop.get(path.text.slice(0, cut))?.children.push({ text: path.text.slice(cut + 1), count: path.count })
    }
    return { name: plan.name, type: 'tree', values: sortFacetValues([...byTop.values()], plan.sortOrder) }
  }

  /** Cars within each radius of the origin, counted per place and summed up (radii ascending, cumulative). */
  private distanceFacet(name: string, slots: Uint32Array, origin: Origin): FacetResult {
    const perCode = this.countCodes(this.schema.placeField!, slots)
    const counts = radiusCounts(origin.radiiKm, [...this.kmByCode], (code) => (code === 0 ? 0 : perCode[code]))
    return { name, type: 'tree', values: origin.radiiKm.map((km, r) => ({ text: String(km), count: counts[r] })) }
  }

  private measureFrom(origin: Origin | null): void {
    const field = this.schema.placeField
    if (!origin || !field) return
    const texts = this.values.get(field)!.dict.texts
    this.kmByCode = new Float64Array(texts.length).fill(NaN)
    for (let code = 1; code < texts.length; code++) {
      const position = this.positions.get(texts[code])
      if (position) this.kmByCode[code] = distanceKm(origin, position)
    }
  }

  /** Matches nearest first, ties in id order, places without a position last: a bucket per place, few of them. */
  private byDistance(matches: Bitset): Uint32Array {
    this.ranks()
    const codes = this.values.get(this.schema.placeField!)!.codes
    const km = this.kmByCode
    const placeOrder = [...km.keys()].sort(
      (a, b) => (km[a] === km[a] ? km[a] : Infinity) - (km[b] === km[b] ? km[b] : Infinity) || a - b,
    )
    const buckets = new Map<number, number[]>(placeOrder.map((code) => [code, []]))
    for (const slot of this.byRank!) if (hasBit(matches, slot)) buckets.get(codes[slot])!.push(slot)
    return Uint32Array.from(placeOrder.flatMap((code) => buckets.get(code)!))
  }

  private histogram(name: string, slots: Uint32Array): FacetResult {
    const values = this.numbers.get(name)!.values
    let min = Infinity
    let max = -Infinity
    for (let k = 0; k < slots.length; k++) {
      const v = values[slots[k]]
      if (v < min) min = v
      if (v > max) max = v
    }
    if (min > max) return { name, type: 'histogram', min: null, max: null, values: [] }
    const bounds = bucketBounds(min, max)
    const counts = new Uint32Array(bounds.length)
    if (bounds.length === 1) counts[0] = slots.filter((slot) => values[slot] === values[slot]).length
    else {
      // bucketOf, inlined: this loop runs once per matching car and histogram.
      const scale = bounds.length / (max - min)
      const last = bounds.length - 1
      for (let k = 0; k < slots.length; k++) {
        const v = values[slots[k]]
        if (v === v) counts[Math.min(last, Math.floor((v - min) * scale))]++
      }
    }
    return { name, type: 'histogram', min, max, values: bounds.map((b, k) => ({ ...b, count: counts[k] })) }
  }

  // -------------------------------------------------------------------------------------------
  // Order and page
  // -------------------------------------------------------------------------------------------

  /** Live slots in id order (ties of every sort are broken by id). */
  private byRank: Uint32Array | null = null

  private ranks(): Uint32Array {
    if (!this.idRank) {
      const slots = toSlots(this.alive)
      const ids = this.ids
      slots.sort((a, b) => compareIds(ids[a], ids[b]))
      const rank = new Uint32Array(this.records.length)
      slots.forEach((slot, i) => (rank[slot] = i))
      this.idRank = rank
      this.byRank = slots
    }
    return this.idRank
  }

  /**
   * The first `end` matches by score, best first, then id. A broad keyphrase matches most cars, and
   * a full comparator sort of 200k slots costs tens of milliseconds, so: find the score of the
   * end-th best match (scores take few distinct values), sort only the better ones, and fill up
   * with the matches at exactly that score in id order.
   */
  private byRelevance(slots: Uint32Array, scores: Float32Array, end: number): number[] {
    const rank = this.ranks()
    const compare = (a: number, b: number) => scores[b] - scores[a] || rank[a] - rank[b]
    if (slots.length <= end || slots.length < 2000) return [...slots].sort(compare).slice(0, end)
    const counts = new Map<number, number>()
    for (let k = 0; k < slots.length; k++) counts.set(scores[slots[k]], (counts.get(scores[slots[k]]) ?? 0) + 1)
    let threshold = 0
    let better = 0
    for (const score of [...counts.keys()].sort((a, b) => b - a)) {
      threshold = score
      if (better + counts.get(score)! >= end) break
      better += counts.get(score)!
    }
    const out = [...slots.filter((slot) => scores[slot] > threshold)].sort(compare)
    const matches = new Set(slots.filter((slot) => scores[slot] === threshold))
    for (const slot of this.byRank!) {
      if (out.length >= end) break
      if (matches.has(slot)) out.push(slot)
    }
    return out
  }

  /** Live slots in the order of a sort: its key (no value last, either direction), then id. */
  private order(name: string): Uint32Array {
    let order = this.orders.get(name)
    if (!order) {
      const { field, dir } = this.schema.sorts[name]
      const values = this.numbers.get(field)!.values
      const rank = this.ranks()
      const sign = dir === 'asc' ? 1 : -1
      order = toSlots(this.alive).sort((a, b) => {
        const va = values[a]
        const vb = values[b]
        const aMissing = va !== va
        const bMissing = vb !== vb
        if (aMissing || bMissing) return aMissing && bMissing ? rank[a] - rank[b] : aMissing ? 1 : -1
        return va !== vb ? (va - vb) * sign : rank[a] - rank[b]
      })
      this.orders.set(name, order)
    }
    return order
  }

  private page(plan: QueryPlan, matches: Bitset, matchSlots: Uint32Array, scores: Float32Array | null): number[] {
    const end = plan.offset + plan.limit
    if (plan.limit === 0) return []
    if (plan.idOrder) {
      const slots = [...new Set(plan.idOrder)]
        .map((id) => this.slotById.get(id))
        .filter((s): s is number => s !== undefined && hasBit(matches, s))
      return slots.slice(plan.offset, end)
    }
    if (plan.sort === 'relevance') {
      return this.byRelevance(matchSlots, scores ?? new Float32Array(this.records.length), end).slice(plan.offset)
    }
    if (plan.sort === DISTANCE_SORT && this.schema.placeField)
      return [...this.byDistance(matches).subarray(plan.offset, end)]
    const out: number[] = []
    let skipped = 0
    for (const slot of this.order(plan.sort)) {
      if (!hasBit(matches, slot)) continue
      if (skipped < plan.offset) skipped++
      else if (out.push(slot) >= plan.limit) break
    }
    return out
  }

  private project(slot: number, plan: QueryPlan): Record<string, unknown> {
    const record = this.records.get(slot)!
    const { fields } = plan
    const distance =
      plan.origin && this.schema.placeField && (!fields || fields.includes(DISTANCE_FIELD))
        ? this.slotKm(slot)
        : undefined
    if (!fields)
      return distance === undefined ? (record as Record<string, unknown>) : { ...record, [DISTANCE_FIELD]: distance }
    const out: Record<string, unknown> = {}
    const derived = this.schema.derived ?? {}
    for (const field of fields) {
      out[field] =
        field === DISTANCE_FIELD
          ? (distance ?? null)
          : field in derived
            ? derived[field](record)
            : ((record as Record<string, unknown>)[field] ?? null)
    }
    return out
  }

  private slotKm(slot: number): number | null {
    const km = this.kmByCode[this.values.get(this.schema.placeField!)!.codes[slot]]
    return km === km ? km : null
  }

  run(plan: QueryPlan): SearchAnswer {
    this.measureFrom(plan.origin)
    const base = this.alive.slice()
    let scores: Float32Array | null = null
    for (const filter of plan.filters) andInto(base, this.bitsFor(filter))
    if (plan.keyphrase) {
      const match = this.text.match(plan.keyphrase, this.records.length, this.liveCount, this.stem)
      andInto(base, match.bits)
      scores = match.scores
    }
    const own = plan.facets.map((facet) => (facet.filter ? this.bitsFor(facet.filter) : null))
    const selections = own.filter((bits): bits is Bitset => bits !== null)
    const matches = intersect(base, selections)
    if (this.scratch[0].length < this.records.length)
      this.scratch = [new Uint32Array(this.records.length), new Uint32Array(this.records.length)]
    const matchSlots = toSlots(matches, this.scratch[0])
    const facet = plan.facets.map((facet, i) => {
      const mine = own[i]
      const slots = mine
        ? toSlots(
            intersect(
              base,
              selections.filter((bits) => bits !== mine),
            ),
            this.scratch[1],
          )
        : matchSlots
      return this.facet(facet, slots, plan.origin)
    })
    const content = this.page(plan, matches, matchSlots, scores).map((slot) => this.project(slot, plan))
    return { facet, content, total_items: matchSlots.length, limit: plan.limit, offset: plan.offset }
  }
}
