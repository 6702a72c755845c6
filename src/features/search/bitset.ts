/**
 * Fixed-size bitsets over document slots (32 per word). The facet core combines filters with
 * word-wise AND and walks set bits with count-trailing-zeros, which keeps a 200k-document filter
 * at 6,250 words.
 */
export type Bitset = Uint32Array

export const wordsFor = (size: number) => (size + 31) >>> 5

export function emptyBits(size: number): Bitset {
  return new Uint32Array(wordsFor(size))
}

export function setBit(bits: Bitset, i: number): void {
  bits[i >>> 5] |= 1 << (i & 31)
}

export function clearBit(bits: Bitset, i: number): void {
  bits[i >>> 5] &= ~(1 << (i & 31))
}

export function hasBit(bits: Bitset, i: number): boolean {
  return (bits[i >>> 5] & (1 << (i & 31))) !== 0
}

/** a := a AND b; words beyond b's length count as zero. */
export function andInto(a: Bitset, b: Bitset): Bitset {
  const n = Math.min(a.length, b.length)
  for (let w = 0; w < n; w++) a[w] &= b[w]
  a.fill(0, n)
  return a
}

/** A copy of `base` ANDed with every bitset in `others`. */
export function intersect(base: Bitset, others: readonly Bitset[]): Bitset {
  const out = base.slice()
  for (const other of others) andInto(out, other)
  return out
}

export function popcount(bits: Bitset): number {
  let n = 0
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]
    v -= (v >>> 1) & 0x55555555
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
    n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
  }
  return n
}

/**
 * The set bits' indices, ascending, as one array (the counting loops then run over plain slots).
 * With `into` (big enough), fills and returns a view of it instead of allocating.
 */
export function toSlots(bits: Bitset, into?: Uint32Array): Uint32Array {
  const count = popcount(bits)
  const out = into && into.length >= count ? into.subarray(0, count) : new Uint32Array(count)
  let k = 0
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]
    const base = w << 5
    while (v !== 0) {
      const t = v & -v
      out[k++] = base + 31 - Math.clz32(t)
      v ^= t
    }
  }
  return out
}

/** Bitset grown to hold `size` bits, keeping the set bits (returns the same array when big enough). */
export function growBits(bits: Bitset, size: number): Bitset {
  if (wordsFor(size) <= bits.length) return bits
  const out = new Uint32Array(Math.max(wordsFor(size), bits.length * 2))
  out.set(bits)
  return out
}
