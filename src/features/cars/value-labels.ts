/**
 * Car attribute values in the page's language. A car stores its fixed-vocabulary values (fuel, gearbox,
 * body, drive, colour, condition, equipment) as market-language labels, because the search facets show
 * and filter on stored values (vocabulary.ts). On a page in another language of the site (se /en, no /en,
 * fi /sv) each stored value is shown through a translation that editors keep in the site's dictionary
 * under `carValue.<stored value>` (the demo seeds them from its label tables); URLs and filters keep the
 * stored value, so links work in every language. A value without a translation shows as stored.
 */

export const VALUE_KEY_PREFIX = 'carValue.'

/** Stored value → the label shown; only values that read differently are listed. */
export type ValueLabels = Readonly<Record<string, string>>

/** The facets whose values are vocabulary labels (the others are names, places and numbers). */
export const TRANSLATED_FACETS = [
  'car_body',
  'car_fuel',
  'car_gearbox',
  'car_drive',
  'car_color',
  'car_condition',
  'car_equipment',
] as const

/** The value labels among a site's dictionary entries of one locale. */
export function valueLabelsOf(entries: Readonly<Record<string, string>>): ValueLabels {
  const labels: Record<string, string> = {}
  for (const [key, value] of Object.entries(entries)) {
    if (!key.startsWith(VALUE_KEY_PREFIX)) continue
    const stored = key.slice(VALUE_KEY_PREFIX.length)
    if (value.trim() !== '' && value !== stored) labels[stored] = value
  }
  return labels
}

type Pattern = { key: string; match: RegExp; names: string[] }

/** A key with `{name}` parts ('Kampanjpris – du sparar {amount}') matches stored lines that differ only there. */
function patternOf(key: string): Pattern {
  const names: string[] = []
  const source = key
    .split(/\{(\w+)\}/)
    .map((part, i) => (i % 2 ? (names.push(part), '(.+?)') : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  return { key, match: new RegExp(`^${source}$`), names }
}

/**
 * The pattern keys of a set of labels, compiled once per set: a page looks up hundreds of values in the same
 * set, and most of them miss the exact keys.
 */
const compiled = new WeakMap<ValueLabels, Pattern[]>()
function patternsOf(labels: ValueLabels): Pattern[] {
  let list = compiled.get(labels)
  if (!list) {
    list = Object.keys(labels)
      .filter((key) => key.includes('{') && key.replace(/\{\w+\}/g, '') !== '')
      .map(patternOf)
    compiled.set(labels, list)
  }
  return list
}

/**
 * The label of a stored value: its translation, else the first translation whose key is a pattern the value
 * fits (campaign lines carry amounts: 'Kampanjpris – du sparar 20 000 kr' → 'Offer price – save 20 000 kr'),
 * else the value itself.
 */
export function labelOf(labels: ValueLabels, value: string): string {
  if (Object.hasOwn(labels, value)) return labels[value]
  for (const { key, match, names } of patternsOf(labels)) {
    const found = match.exec(value)
    // A figure may itself be a stored text ('Privatleasa från 3 495 kr/mån' holds '3 495 kr/mån').
    if (found)
      return labels[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
        names.includes(name) ? labelOf(labels, found[names.indexOf(name) + 1]) : whole,
      )
  }
  return value
}

/** The labels of the given values only, so a client component's props carry no more than it shows. */
export function pickLabels(labels: ValueLabels, values: Iterable<string>): ValueLabels {
  const out: Record<string, string> = {}
  for (const value of values) if (Object.hasOwn(labels, value)) out[value] = labels[value]
  return out
}
