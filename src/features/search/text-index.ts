/**
 * Keyphrase matching: case- and diacritic-insensitive (text.ts), prefix- and typo-tolerant.
 *
 * Why not a MiniSearch document index: it keeps a Map entry per (term, document, field), which at
 * 200k cars with their equipment lists is several KB per car, over the 1.5 KB budget. Here
 * MiniSearch's radix tree (SearchableMap) holds only the vocabulary and answers the prefix and
 * fuzzy lookups; each term's documents are a Uint32Array of slots.
 */
import SearchableMap from 'minisearch/SearchableMap'
import { emptyBits, setBit, type Bitset } from './bitset'
import { tokenize } from './text'

const EXACT = 1
const PREFIX = 0.75
const FUZZY = 0.5

const EMPTY = new Uint32Array(0)

export type TextMatch = { bits: Bitset; scores: Float32Array }

/** Edit distance allowed for a word of this length: none under 4 letters, 1 up to 7, then 2. */
export const typoBudget = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2)

export class TextIndex {
  private readonly termIds = new Map<string, number>()
  private readonly vocab = new SearchableMap<number>()
  /** Per term: packed slots from the last freeze, then slots added since (one by one). */
  private frozen: Uint32Array[] = []
  private added: number[][] = []
  /** Last slot a term was recorded for: a word repeated in one record counts once. */
  private readonly lastSlot: number[] = []
  /**
   * A bulk build records each slot's term ids in one flat typed array (slot k's terms from
   * slotEnd[k-1] to slotEnd[k]) and scatters them into exact-size postings at freeze(); pushing
   * into thousands of growing JS arrays made the 200k build GC-bound.
   */
  /** 16-bit until the vocabulary passes 65,535 terms (car texts have about a thousand). */
  private pairTerms: Uint16Array | Uint32Array
  private slotEnd: Uint32Array
  private pairs = 0
  private building = true

  /** `capacity`: expected number of records of the bulk build (sizes its buffers once). */
  constructor(capacity = 0) {
    this.pairTerms = new Uint16Array(Math.max(1024, capacity * 48))
    this.slotEnd = new Uint32Array(capacity)
  }
  /** Tokenising is the costly part of a build, and car texts repeat a lot (equipment, models). */
  private readonly tokenCache = new Map<string, number[]>()

  private termId(term: string): number {
    let id = this.termIds.get(term)
    if (id === undefined) {
      id = this.added.length
      this.termIds.set(term, id)
      this.vocab.set(term, id)
      this.added.push([])
      this.frozen.push(EMPTY)
      this.lastSlot.push(-1)
    }
    return id
  }

  private idsOf(text: string): number[] {
    let ids = this.tokenCache.get(text)
    if (!ids) {
      ids = tokenize(text).map((term) => this.termId(term))
      if (this.tokenCache.size < 500_000) this.tokenCache.set(text, ids)
    }
    return ids
  }

  private record(id: number, slot: number): void {
    if (!this.building) {
      this.added[id].push(slot)
      return
    }
    if (this.pairs === this.pairTerms.length || (id > 0xffff && this.pairTerms instanceof Uint16Array)) {
      const terms = new Uint32Array(
        Math.max(1024, this.pairTerms.length * (this.pairs === this.pairTerms.length ? 2 : 1)),
      )
      terms.set(this.pairTerms)
      this.pairTerms = terms
    }
    if (slot >= this.slotEnd.length) {
      const ends = new Uint32Array(Math.max(1024, slot * 2))
      ends.set(this.slotEnd)
      this.slotEnd = ends
    }
    this.pairTerms[this.pairs++] = id
    this.slotEnd[slot] = this.pairs
  }

  add(slot: number, texts: readonly (string | null | undefined)[]): void {
    const lastSlot = this.lastSlot
    for (const text of texts) {
      if (!text) continue
      for (const id of this.idsOf(text)) {
        if (lastSlot[id] === slot) continue
        lastSlot[id] = slot
        this.record(id, slot)
      }
    }
  }

  /** Ends the bulk build: postings become exact-size typed arrays; later adds go one by one. */
  freeze(): void {
    const counts = new Uint32Array(this.frozen.length)
    for (let i = 0; i < this.pairs; i++) counts[this.pairTerms[i]]++
    const postings = Array.from(counts, (n) => (n ? new Uint32Array(n) : EMPTY))
    const fill = new Uint32Array(this.frozen.length)
    let slot = 0
    for (let i = 0; i < this.pairs; i++) {
      while (this.slotEnd[slot] <= i) slot++
      const id = this.pairTerms[i]
      postings[id][fill[id]++] = slot
    }
    this.frozen = postings
    this.pairTerms = this.slotEnd = EMPTY
    this.pairs = 0
    this.building = false
    this.tokenCache.clear()
  }

  /** Whether a folded word is a term of the indexed texts (the query understanding never corrects one). */
  hasTerm(word: string): boolean {
    return this.termIds.has(word)
  }

  private postings(id: number): [Uint32Array, number[]] {
    return [this.frozen[id], this.added[id]]
  }

  /**
   * Terms a query word stands for, each with a weight: exact 1, prefix 0.75, a typo away 0.5. With the language's
   * stemmer the word's stem also counts as a prefix, so "dragkrokar" finds "dragkrok" and "farmarit"
   * finds "farmari"; stems under four letters are left out, as they begin too many words.
   */
  private candidates(word: string, stem: ((word: string) => string) | null): Map<number, number> {
    const out = new Map<number, number>()
    const put = (id: number, weight: number) => out.set(id, Math.max(weight, out.get(id) ?? 0))
    const exact = this.termIds.get(word)
    if (exact !== undefined) put(exact, EXACT)
    if (word.length >= 2) for (const [, id] of this.vocab.atPrefix(word)) put(id, PREFIX)
    const root = stem?.(word)
    if (root && root !== word && root.length >= 4) for (const [, id] of this.vocab.atPrefix(root)) put(id, PREFIX)
    const budget = typoBudget(word.length)
    if (budget) for (const [, [id, distance]] of this.vocab.fuzzyGet(word, budget)) if (distance > 0) put(id, FUZZY)
    return out
  }

  /**
   * Documents matching every word of the keyphrase (a word matches through any of its candidate
   * terms), scored by the sum over words of the best candidate's weight × idf.
   */
  match(keyphrase: string, size: number, liveCount: number, stem: ((word: string) => string) | null = null): TextMatch {
    const words = [...new Set(tokenize(keyphrase))]
    const scores = new Float32Array(size)
    const bits = emptyBits(size)
    if (!words.length) return { bits, scores }
    const hits = new Uint8Array(size)
    const best = new Float32Array(size)
    const touched: number[] = []
    words.forEach((word, k) => {
      for (const [id, weight] of this.candidates(word, stem)) {
        const [frozen, added] = this.postings(id)
        const idf = Math.log(1 + liveCount / (frozen.length + added.length))
        const score = weight * idf
        // Two copies of one loop body (typed and plain postings): this is the keyphrase's hot path.
        for (let i = 0; i < frozen.length; i++) {
          const slot = frozen[i]
          if (hits[slot] !== k) continue
          if (best[slot] === 0) touched.push(slot)
          if (best[slot] < score) best[slot] = score
        }
        for (let i = 0; i < added.length; i++) {
          const slot = added[i]
          if (hits[slot] !== k) continue
          if (best[slot] === 0) touched.push(slot)
          if (best[slot] < score) best[slot] = score
        }
      }
      for (const slot of touched) {
        hits[slot] = k + 1
        scores[slot] += best[slot]
        best[slot] = 0
      }
      touched.length = 0
    })
    for (let slot = 0; slot < size; slot++) if (hits[slot] === words.length) setBit(bits, slot)
    return { bits, scores }
  }
}
