/**
 * Which letters sit next to each other on a keyboard (typo correction). A slip to a neighbouring key
 * ("volvp", "mercedez") is a typo; a change to a letter far away is more often another word ("skada" is not
 * "Skoda", "start" is not "smart"), so such a change counts as two edits. QWERTY rows, with y and z also
 * neighbours for the Slovak QWERTZ layout; letters are folded first (å, ä, ö are a, a, o).
 */
const ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm']

const near = new Set<string>(['yz', 'zy'])
ROWS.forEach((row, r) => {
  for (let c = 0; c < row.length; c++) {
    const key = row[c]
    // Same row; and the row below, which sits half a key to the right: its keys c - 1 and c.
    for (const other of [row[c - 1], row[c + 1], ROWS[r + 1]?.[c - 1], ROWS[r + 1]?.[c]]) {
      if (other) near.add(key + other).add(other + key)
    }
  }
})

/** The price of typing `typed` for `meant`: 1 for neighbouring keys, else 2. */
export const keyChangeCost = (typed: string, meant: string) => (near.has(typed + meant) ? 1 : 2)
