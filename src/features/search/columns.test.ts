import { describe, expect, it } from 'vitest'
import { andInto, emptyBits, growBits, popcount, setBit, toSlots } from './bitset'
import { ListColumn, NumberColumn, ValueColumn } from './columns'
import { fold, tokenize } from './text'

describe('columns', () => {
  it('widens value codes to 32 bits past 65,535 distinct values, keeping the codes', () => {
    const column = new ValueColumn(4)
    for (let slot = 0; slot < 70_000; slot++) column.set(slot, `v${slot}`)
    expect(column.codes).toBeInstanceOf(Uint32Array)
    expect(column.dict.texts[column.codes[12]]).toBe('v12')
    expect(column.dict.texts[column.codes[69_999]]).toBe('v69999')
  })

  it('widens list codes past 65,535 distinct values', () => {
    const lists = new ListColumn(2)
    for (let slot = 0; slot < 35_000; slot++) lists.set(slot, [`a${slot}`, `b${slot}`])
    expect(lists.flat).toBeInstanceOf(Uint32Array)
    const at = (slot: number) =>
      [...lists.flat.slice(lists.start[slot], lists.end[slot])].map((c) => lists.dict.texts[c])
    expect(at(0)).toEqual(['a0', 'b0'])
    expect(at(34_999)).toEqual(['a34999', 'b34999'])
  })

  it('stores no value as code 0 / NaN and lists without repeats', () => {
    const values = new ValueColumn()
    values.set(0, '')
    values.set(1, null)
    values.set(2, false)
    expect([...values.codes.slice(0, 3)].map((c) => values.dict.texts[c])).toEqual(['', '', 'false'])
    const numbers = new NumberColumn()
    numbers.set(1, 5)
    expect([numbers.values[0], numbers.values[1]]).toEqual([NaN, 5])
    const lists = new ListColumn()
    lists.set(0, ['a', 'b', 'a', ''])
    lists.set(1, [])
    expect([...lists.flat.slice(lists.start[0], lists.end[0])].map((c) => lists.dict.texts[c])).toEqual(['a', 'b'])
    expect(lists.end[1] - lists.start[1]).toBe(0)
  })
})

describe('bitsets', () => {
  it('intersects, counts and lists set bits across words', () => {
    const a = emptyBits(100)
    const b = emptyBits(40)
    for (const i of [0, 31, 32, 63, 99]) setBit(a, i)
    for (const i of [31, 32, 39]) setBit(b, i)
    expect(toSlots(a)).toEqual(Uint32Array.from([0, 31, 32, 63, 99]))
    expect(popcount(a)).toBe(5)
    expect(toSlots(andInto(a.slice(), b))).toEqual(Uint32Array.from([31, 32]))
    const grown = growBits(b, 1000)
    expect(toSlots(grown)).toEqual(Uint32Array.from([31, 32, 39]))
  })
})

describe('text folding', () => {
  it('folds case and the Nordic and Slovak letters', () => {
    expect(fold('ÅÄÖ øæ Škoda Citroën ß')).toBe('aao oae skoda citroen ss')
    expect(tokenize('Mercedes-Benz GLC 300e, 4MATIC')).toEqual(['mercedes', 'benz', 'glc', '300e', '4matic'])
  })
})

// Builds an index of 70,000 terms: seconds of CPU on a loaded machine, so not the default 5 s bound.
describe('text index', { timeout: 60_000 }, () => {
  it('keeps postings right past 65,535 terms and for records added after the build', async () => {
    const { TextIndex } = await import('./text-index')
    const text = new TextIndex(100)
    for (let slot = 0; slot < 70_000; slot++) text.add(slot, [`w${slot} common`])
    text.freeze()
    text.add(70_000, ['late common'])
    const slots = (phrase: string) => toSlots(text.match(phrase, 70_001, 70_001).bits)
    /** The best-scoring slot (other slots may match with one typo, e.g. w6999 for w69999). */
    const best = (phrase: string) => {
      const { scores } = text.match(phrase, 70_001, 70_001)
      return scores.indexOf(Math.max(...scores))
    }
    expect(best('w69999')).toBe(69_999)
    expect(slots('w69999')).toContain(69_999)
    expect(best('w12 common')).toBe(12)
    expect([...slots('late')]).toEqual([70_000])
    expect(slots('common').length).toBe(70_001)
  })
})
