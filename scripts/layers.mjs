// The layers of src/, top to bottom: the one table that ESLint's boundary rules (eslint.config.mjs), the
// structure check and the drawing in docs/architecture.md (scripts/module-graph.mjs, `npm run graph`) read.
// A unit may import from the units of its own layer (never in a cycle) and of every layer below it, never
// from a layer above. A file belongs to the longest unit that holds it; units are folders or files of src/.

/** @type {{ name: string, what: string, units: string[] }[]} */
export const LAYERS = [
  {
    name: 'entry',
    what: "Next's routes, the edge proxy and the process's start hooks",
    units: ['app', 'proxy.ts', 'instrumentation.ts'],
  },
  {
    name: 'request',
    what: "a URL to its site, redirect or page; the health report; the Payload config that gathers every collection; the pages' publish checks (they resolve links as the router does)",
    units: [
      'routing',
      'routing/edge',
      'routing/redirects',
      'routing/health',
      'cms/payload.config.ts',
      'features/pages/publish-checks',
    ],
  },
  {
    name: 'features',
    what: 'the product: each feature with its contract, server reads and rules, collections, UI and texts',
    units: [
      'features',
      'features/blocks',
      'features/cars',
      'features/cars/list',
      'features/cars/page',
      'features/cars/compare',
      'features/search',
      'features/finance',
      'features/dealers',
      'features/dealers/pages',
      'features/maps',
      'features/media',
      'features/stories',
      'features/pages',
      'features/leads',
      'features/service-booking',
      'features/service-booking/ui',
      'features/service-booking/server',
      'features/service-booking/capacity',
      'features/tyre-hotel',
      'features/tyre-hotel/ui',
      'features/tyre-hotel/server',
      'features/shell',
    ],
  },
  {
    name: 'foundation',
    what: 'sites and markets, texts and their catalogues, shared UI',
    units: ['sites', 'i18n', 'i18n/dictionary', 'ui'],
  },
  {
    name: 'platform',
    what: 'no product knowledge: HTTP, database, outbox, messaging, rate limits, the server, the render cache, the deferred start, the log',
    units: ['platform', 'platform/server', 'platform/render-cache', 'platform/deferred-start', 'platform/log'],
  },
  {
    name: 'cms',
    what: "Payload's client, access rules, shared fields, locales, users",
    units: ['cms', 'cms/users'],
  },
]

/** Demo data and the seed: beside the layers, never imported by production code (the seed may use the demo data). */
export const DEMO_UNITS = ['demo', 'demo/seed']

export const UNITS = [...LAYERS.flatMap((layer) => layer.units), ...DEMO_UNITS]

/** The unit a path relative to src/ (with / separators) belongs to, or undefined. */
export function unitOf(relative) {
  let best
  for (const unit of UNITS) {
    if (
      (relative === unit || relative.startsWith(unit + '/') || relative === unit.replace(/\.tsx?$/, '')) &&
      (!best || unit.length > best.length)
    )
      best = unit
  }
  return best
}

/** The index of a unit's layer (0 is the top), or -1 for the demo units. */
export function layerOf(unit) {
  return LAYERS.findIndex((layer) => layer.units.includes(unit))
}

const here = (unit) => `./src/${unit}`
const filesOf = (unit) => (/\.[a-z]+$/.test(unit) ? `src/${unit}` : `src/${unit}/**`)

/**
 * ESLint blocks for import/no-restricted-paths, one per layer, bottom layer first: a unit nested in a lower
 * layer's folder (cms/payload.config.ts in cms) comes later and its own layer's zone wins, as ESLint keeps the
 * last matching options of a rule. `extra` adds zones every block keeps (the demo rule, a layer's own rules).
 */
export function layerBlocks(extra = () => []) {
  return LAYERS.map((layer, i) => ({
    files: layer.units.map(filesOf),
    zones: [
      ...(i === 0
        ? []
        : [
            {
              target: './src',
              from: LAYERS.slice(0, i)
                .flatMap((l) => l.units)
                .map(here),
              message: `The ${layer.name} layer imports only from its own layer and the layers below it (scripts/layers.mjs, docs/architecture.md).`,
            },
          ]),
      ...extra(layer.name),
    ],
  })).reverse()
}
