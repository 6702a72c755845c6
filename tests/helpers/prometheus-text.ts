/**
 * Reads Prometheus' text exposition format (version 0.0.4) into samples, for the tests that scrape /metrics. Strict:
 * a line that is neither a comment nor a well-formed sample fails the test, as would a sample of a metric without
 * its `# TYPE` line.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number }

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)(?: \d+)?$/
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/y
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', '']

function parseValue(text: string): number {
  if (/^[+-]?inf$/i.test(text)) return text.startsWith('-') ? -Infinity : Infinity
  if (/^nan$/i.test(text)) return NaN
  const value = Number(text)
  if (!Number.isFinite(value) && text !== 'NaN') throw new Error(`not a sample value: ${text}`)
  return value
}

export function parsePrometheusText(text: string): { types: Map<string, string>; samples: Sample[] } {
  const types = new Map<string, string>()
  const samples: Sample[] = []
  for (const line of text.split('\n')) {
    if (line === '') continue
    const type = line.match(/^# TYPE (\S+) (counter|gauge|histogram|summary|untyped)$/)
    if (type) {
      types.set(type[1], type[2])
      continue
    }
    if (line.startsWith('# HELP ')) continue
    const match = line.match(SAMPLE)
    if (!match) throw new Error(`not a sample line: ${line}`)
    const [, name, labelText = '', valueText] = match
    const labels: Record<string, string> = {}
    LABEL.lastIndex = 0
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText)
      if (!label) throw new Error(`malformed labels: ${line}`)
      labels[label[1]] = label[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
    }
    const family = SUFFIXES.map((suffix) => (name.endsWith(suffix) ? name.slice(0, name.length - suffix.length) : null))
      .filter((base): base is string => base !== null)
      .find((base) => types.has(base) || types.has(name))
    if (family === undefined) throw new Error(`a sample without its # TYPE: ${line}`)
    samples.push({ name, labels, value: parseValue(valueText) })
  }
  return { types, samples }
}

/** The sum of the samples named `name` whose labels include `labels`. */
export function total(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([k, v]) => sample.labels[k] === v))
    .reduce((sum, sample) => sum + sample.value, 0)
}
