/**
 * Columnar storage of one index: each value field is a dictionary plus one code per document slot
 * (0 = no value), each numeric field one float per slot (NaN = no value). Slots only grow; a
 * changed record gets a new slot and its old one is marked dead by the engine.
 */
import { valueKey, type Scalar } from './schema'

/** The array, or a copy of it at least `capacity` long (doubling, so appends copy rarely). */
export function grown<T extends Uint16Array | Uint32Array | Float64Array>(
  array: T,
  capacity: number,
  make: (n: number) => T,
  fill?: number,
): T {
  if (capacity <= array.length) return array
  const out = make(Math.max(capacity, array.length * 2))
  if (fill !== undefined) out.fill(fill)
  out.set(array)
  return out
}

export class Dictionary {
  readonly codes = new Map<string, number>()
  /** code → value text; code 0 is "no value". */
  readonly texts: string[] = ['']

  intern(value: Scalar): number {
    const key = valueKey(value)
    let code = this.codes.get(key)
    if (code === undefined) {
      code = this.texts.length
      this.texts.push(key)
      this.codes.set(key, code)
    }
    return code
  }

  get size(): number {
    return this.texts.length
  }
}

/** One value per slot; 16-bit codes until a field has more than 65,535 distinct values (less to read per query). */
export class ValueColumn {
  readonly dict = new Dictionary()
  codes: Uint16Array | Uint32Array

  constructor(capacity = 0) {
    this.codes = new Uint16Array(capacity)
  }

  set(slot: number, value: Scalar | null | undefined): void {
    const code = value === null || value === undefined || value === '' ? 0 : this.dict.intern(value)
    if (code > 0xffff && this.codes instanceof Uint16Array) this.codes = Uint32Array.from(this.codes)
    this.codes =
      this.codes instanceof Uint16Array
        ? grown(this.codes, slot + 1, (n) => new Uint16Array(n))
        : grown(this.codes, slot + 1, (n) => new Uint32Array(n))
    this.codes[slot] = code
  }
}

/**
 * A list of values per slot (equipment, a dealer's brands): any element matches a filter. The codes
 * of all slots sit in one flat array with a [start, end) range per slot; a typed array per record
 * would be 200k small objects for the garbage collector to walk.
 */
export class ListColumn {
  readonly dict = new Dictionary()
  /**
   * 16-bit codes until a field has more than 65,535 values, sized for about 16 values per record:
   * growing a 200k-record array from small sizes churned enough off-heap memory to force an extra
   * full garbage collection during a build.
   */
  flat: Uint16Array | Uint32Array
  private used = 0
  start: Uint32Array
  end: Uint32Array

  constructor(capacity = 0) {
    this.start = new Uint32Array(capacity)
    this.end = new Uint32Array(capacity)
    this.flat = new Uint16Array(Math.max(1024, capacity * 16))
  }

  set(slot: number, values: readonly Scalar[] | null | undefined): void {
    this.start = grown(this.start, slot + 1, (n) => new Uint32Array(n))
    this.end = grown(this.end, slot + 1, (n) => new Uint32Array(n))
    const from = this.used
    const need = from + (values?.length ?? 0)
    this.flat =
      this.flat instanceof Uint16Array
        ? grown(this.flat, need, (n) => new Uint16Array(n))
        : grown(this.flat, need, (n) => new Uint32Array(n))
    for (const value of values ?? []) {
      if (value === '') continue
      const code = this.dict.intern(value)
      if (code > 0xffff && this.flat instanceof Uint16Array) this.flat = Uint32Array.from(this.flat)
      let repeated = false
      for (let k = from; k < this.used; k++) if (this.flat[k] === code) repeated = true
      if (!repeated) this.flat[this.used++] = code
    }
    this.start[slot] = from
    this.end[slot] = this.used
  }
}

export class NumberColumn {
  values: Float64Array

  constructor(capacity = 0) {
    this.values = new Float64Array(capacity).fill(NaN)
  }

  set(slot: number, value: number | null | undefined): void {
    this.values = grown(this.values, slot + 1, (n) => new Float64Array(n), NaN)
    this.values[slot] = typeof value === 'number' && Number.isFinite(value) ? value : NaN
  }
}
