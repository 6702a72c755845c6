// `npm run bench:saved-searches`: the saved-search matcher on a 500-car import and on 500 changed cars against 10,000 saved searches over
// 200,000 cars (issue 37 §1: "in seconds"), with and without the index of the searches' filters. Prints one JSON
// line; the figures go to docs/benchmarks.md by hand.
//   node --import tsx bench/saved-searches.mjs [--cars 200000] [--searches 10000] [--batch 500]
import os from 'node:os'
import { parseArgs } from 'node:util'

const keepAlive = setInterval(() => {}, 60_000)
try {
  const { values } = parseArgs({
    options: {
      cars: { type: 'string', default: '200000' },
      searches: { type: 'string', default: '10000' },
      batch: { type: 'string', default: '500' },
    },
  })
  const { benchMatcher } = await import('./kits/saved-searches.ts')
  const result = benchMatcher({
    cars: Number(values.cars),
    searches: Number(values.searches),
    batch: Number(values.batch),
  })
  console.log(
    JSON.stringify({
      ...result,
      machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}`,
      load: os.loadavg().map((l) => Number(l.toFixed(1))),
    }),
  )
} finally {
  clearInterval(keepAlive)
}
