/**
 * Damerau-Levenshtein distance in its optimal-string-alignment form: an insertion, a deletion, a change or a swap
 * of two neighbouring letters is one edit, which is how people mistype ("volov", "diesle"). Bounded: once every
 * cell of a row is past `max` the words cannot come closer, so it stops and answers `max + 1`; a query word is
 * compared with a few hundred vocabulary words per search. `change` prices a change of one letter into another
 * (1 unless given; the query understanding makes a change between keys far apart on the keyboard cost 2).
 */
export function editDistance(
  a: string,
  b: string,
  max: number,
  change: (x: string, y: string) => number = () => 1,
): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  if (a === b) return 0
  let before = new Array<number>(b.length + 1).fill(0)
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  let current = new Array<number>(b.length + 1).fill(0)
  for (let i = 1; i <= a.length; i++) {
    current[0] = i
    let rowBest = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : change(a[i - 1], b[j - 1])
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2] + 1)
      current[j] = d
      if (d < rowBest) rowBest = d
    }
    if (rowBest > max) return max + 1
    ;[before, previous, current] = [previous, current, before]
  }
  return Math.min(previous[b.length], max + 1)
}
