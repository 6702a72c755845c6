/**
 * The index's records, packed into bytes outside the JS heap. As objects, 200,000 cars of
 * 113 fields were most of a 750 MB old space that every full garbage collection walked; filters, facets
 * and sorts read the engine's columns, so a record is only read back for the page of an answer (20–48
 * cars) or a rebuild.
 *
 * A record is one UTF-8 JSON array of its values (the keys are its shape's, kept once) in a chunk of
 * bytes. A field whose values repeat (brands, fuels, cities, equipment codes) stores small codes into
 * that field's dictionary instead of its strings; one whose values hardly repeat (ids, titles) stops
 * being coded, as the loader's string pools do (loader.ts createInterner), and numbers are stored as they
 * are. An object or a list that is not all strings is coded whole, by its JSON text: a car's primary image is one
 * of a few hundred pictures and its leasing offers one of a few thousand, which as literals were 40 % of the
 * bytes at 200,000 cars (docs/benchmarks.md). Hand-written rather than a general encoder (MessagePack, CBOR):
 * the bytes saved are the shape's keys and the fields' codes, which such an encoder would need as a layer on top, and the
 * V8's native JSON.parse reads a row back in a few microseconds. Records are JSON data:
 * they reach every client as JSON, so a value JSON cannot hold (undefined inside a list, NaN, a Date)
 * comes back as JSON.parse would give it; a field whose value is undefined comes back undefined.
 *
 * Slots only grow, as the engine's columns do: a removed record's bytes stay until the index is rebuilt.
 */
import { grown } from './columns'

/** Bytes of a chunk: big enough to hold a thousand cars, small enough that the last one's unused tail is no matter. */
const CHUNK_BYTES = 1 << 20
/** Values a field's dictionary looks at before it judges whether the field repeats. */
const CODE_SAMPLE = 2000

const LITERAL = 0
const CODED = 1
const UNDEFINED = 2
/** A field the index keeps as null whatever the record held (a text read only for the keyphrase's words). */
const DROPPED = 3

type Shape = {
  keys: readonly string[]
  kinds: readonly number[]
  fields: readonly (FieldCodes | null)[]
  /**
   * The record's keys as one object with fast properties, copied for each decoded record: filling `{}` with
   * 113 keys one by one makes a dictionary-mode object, slower to read and to serialize (loader.ts RECORD_TEMPLATE).
   */
  template: Record<string, unknown>
}

/**
 * One field's strings by code, while the field is coded: a string as its code, a list of strings as theirs, and any
 * other object or list as the code of its JSON text, stored negative (-1 is the first) so the two never meet.
 */
class FieldCodes {
  private readonly codes = new Map<string, number>()
  private readonly texts: string[] = []
  private readonly wholeCodes = new Map<string, number>()
  private readonly wholes: string[] = []
  private coded = true
  private seen = 0
  private reused = 0

  /** Whether this value is stored as codes (a value no code can hold ends the field's coding for good). */
  accepts(value: unknown): boolean {
    if (!this.coded) return false
    if (!codable(value)) this.stop()
    return this.repeats()
  }

  encode(value: unknown): unknown {
    if (typeof value === 'string') return this.code(value)
    if (isStringList(value)) return value.map((text) => this.code(text))
    return value !== null && typeof value === 'object'
      ? -1 - this.code(JSON.stringify(value), this.wholeCodes, this.wholes)
      : value
  }

  decode(stored: unknown): unknown {
    if (typeof stored === 'number') return stored < 0 ? JSON.parse(this.wholes[-1 - stored]) : this.texts[stored]
    return Array.isArray(stored) ? stored.map((code: number) => this.texts[code]) : stored
  }

  /** A string's code (`texts`) or a whole value's by its JSON text (`wholes`), counted for the repeat judgement. */
  private code(text: string, codes = this.codes, texts = this.texts): number {
    let code = codes.get(text)
    this.seen++
    if (code !== undefined) this.reused++
    else {
      code = texts.push(text) - 1
      codes.set(text, code)
    }
    return code
  }

  /** Whether the field still repeats enough to be coded, judged once `CODE_SAMPLE` values were seen. */
  private repeats(): boolean {
    if (this.coded && this.seen >= CODE_SAMPLE && this.reused * 2 < this.seen) this.stop()
    return this.coded
  }

  /** From now on the field's values are stored as they are; the texts stay, the records packed so far name them. */
  private stop(): void {
    this.coded = false
    this.codes.clear()
    this.wholeCodes.clear()
  }
}

/** A value a coded field can hold: a string, a list of strings, an object or list as its JSON text, null or a boolean as it is. */
function codable(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'boolean' || typeof value === 'object'
}

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false
  return true
}

export class PackedRecords<R extends object> {
  private readonly fields = new Map<string, FieldCodes>()
  /** Shape 0 is a removed record's. */
  private readonly shapes: (Shape | null)[] = [null]
  private readonly shapeIds = new Map<string, number>()
  private lastShape = 0
  private lastKeys: string[] = []
  private lastFields: (FieldCodes | null)[] = []
  private readonly chunks: Uint8Array[] = []
  /** Bytes used of the last chunk; "full" before the first, so an empty index allocates none. */
  private used = CHUNK_BYTES
  private shapeOf = new Uint16Array(0)
  private chunkOf = new Uint16Array(0)
  private start = new Uint32Array(0)
  private bytes = new Uint32Array(0)
  private count = 0
  private readonly encoder = new TextEncoder()
  private readonly decoder = new TextDecoder()
  private readonly dropped: ReadonlySet<string>

  /** `dropped`: fields kept as null, whatever a record holds. */
  constructor(dropped: readonly string[] = []) {
    this.dropped = new Set(dropped)
  }

  /** Slots used, removed ones included. */
  get length(): number {
    return this.count
  }

  /** Bytes the records take in their chunks, removed ones included. */
  get usedBytes(): number {
    let total = 0
    for (let slot = 0; slot < this.count; slot++) total += this.bytes[slot]
    return total
  }

  push(record: R): void {
    const keys = Object.keys(record)
    const fields = this.fieldsOf(keys)
    const kinds: number[] = []
    const row: unknown[] = []
    for (let i = 0; i < keys.length; i++) {
      const field = fields[i]
      const value = (record as Record<string, unknown>)[keys[i]]
      if (!field) kinds.push(DROPPED)
      else if (value === undefined) kinds.push(UNDEFINED)
      else if (field.accepts(value)) {
        kinds.push(CODED)
        row.push(field.encode(value))
      } else {
        kinds.push(LITERAL)
        row.push(value)
      }
    }
    const json = JSON.stringify(row)
    // encodeInto writes at most 3 bytes per UTF-16 unit.
    if (this.used + json.length * 3 > CHUNK_BYTES) {
      this.chunks.push(new Uint8Array(Math.max(CHUNK_BYTES, json.length * 3)))
      this.used = 0
    }
    const chunk = this.chunks.length - 1
    const { written } = this.encoder.encodeInto(json, this.chunks[chunk].subarray(this.used))
    const slot = this.count++
    this.shapeOf = grown(this.shapeOf, this.count, (n) => new Uint16Array(n))
    this.chunkOf = grown(this.chunkOf, this.count, (n) => new Uint16Array(n))
    this.start = grown(this.start, this.count, (n) => new Uint32Array(n))
    this.bytes = grown(this.bytes, this.count, (n) => new Uint32Array(n))
    this.shapeOf[slot] = this.shapeId(keys, kinds, fields)
    this.chunkOf[slot] = chunk
    this.start[slot] = this.used
    this.bytes[slot] = written
    this.used += written
  }

  get(slot: number): R | undefined {
    const shape = slot < this.count ? this.shapes[this.shapeOf[slot]] : null
    if (!shape) return undefined
    const from = this.start[slot]
    const row = JSON.parse(
      this.decoder.decode(this.chunks[this.chunkOf[slot]].subarray(from, from + this.bytes[slot])),
    ) as unknown[]
    const out: Record<string, unknown> = { ...shape.template }
    const { keys, kinds, fields } = shape
    let next = 0
    for (let i = 0; i < keys.length; i++) {
      const kind = kinds[i]
      if (kind === LITERAL) out[keys[i]] = row[next++]
      else if (kind === CODED) out[keys[i]] = fields[i]!.decode(row[next++])
      else if (kind === UNDEFINED) out[keys[i]] = undefined
    }
    return out as R
  }

  remove(slot: number): void {
    this.shapeOf[slot] = 0
  }

  /** Each key's field (null: dropped); the last record's list again when the keys are its (a build's records share them). */
  private fieldsOf(keys: string[]): (FieldCodes | null)[] {
    if (!sameList(keys, this.lastKeys)) {
      this.lastKeys = keys
      this.lastFields = keys.map((key) => {
        if (this.dropped.has(key)) return null
        let field = this.fields.get(key)
        if (!field) this.fields.set(key, (field = new FieldCodes()))
        return field
      })
    }
    return this.lastFields
  }

  /** The shape of these keys and kinds: the last record's, nearly always (a build's records share one). */
  private shapeId(keys: string[], kinds: number[], fields: (FieldCodes | null)[]): number {
    const last = this.shapes[this.lastShape]
    if (last && sameList(last.keys, keys) && sameList(last.kinds, kinds)) return this.lastShape
    const signature = keys.map((key, i) => `${kinds[i]}${key}`).join('\u0000')
    let id = this.shapeIds.get(signature)
    if (id === undefined) {
      id = this.shapes.length
      if (id > 0xffff) throw new Error('packed records: more than 65,535 record shapes')
      const template = JSON.parse(JSON.stringify(Object.fromEntries(keys.map((key) => [key, null]))))
      this.shapes.push({ keys, kinds, fields, template })
      this.shapeIds.set(signature, id)
    }
    this.lastShape = id
    return id
  }
}
