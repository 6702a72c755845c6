/**
 * Advance widths (em) of DejaVu Sans Bold, measured once by rendering through sharp/librsvg.
 * SVG has no text measurement, and logos/signage must size their box to the text.
 */
const GROUPS: Array<[chars: string, em: number]> = [
  ["'", 0.3],
  ['ijl ', 0.34],
  ['/', 0.36],
  ['IJ', 0.37],
  ['.’,', 0.38],
  ['-', 0.41],
  ['f', 0.43],
  ['t', 0.47],
  ['r', 0.49],
  ['z', 0.58],
  ['cs', 0.59],
  ['L', 0.63],
  ['x', 0.64],
  ['vy', 0.65],
  ['k', 0.66],
  ['ae', 0.67],
  ['EFTo', 0.68],
  ['0123456789', 0.69],
  ['bdghnpqu', 0.71],
  ['SYZ', 0.72],
  ['CP', 0.73],
  ['B', 0.76],
  ['AKRVX', 0.77],
  ['U', 0.81],
  ['G', 0.82],
  ['DHN+', 0.83],
  ['OQ', 0.85],
  ['&', 0.87],
  ['w', 0.92],
  ['M', 0.99],
  ['m', 1.04],
  ['W', 1.1],
]
const WIDTHS: Record<string, number> = Object.fromEntries(GROUPS.flatMap(([cs, em]) => [...cs].map((c) => [c, em])))

/** Estimated rendered width of `text` in px at `size`, with extra `tracking` px between letters. */
export function textWidth(text: string, size: number, tracking = 0): number {
  let em = 0
  for (const ch of text) em += WIDTHS[ch] ?? WIDTHS[ch.normalize('NFD')[0]] ?? 0.72
  return em * size + tracking * Math.max(0, [...text].length - 1)
}
