/**
 * The rules every route follows (docs/security.md "Rules for every new route"), checked on the source
 * so a route added on another branch is held to them too: bodies are read only through the capped
 * readers (parseBody / readBody / readBodyBytes), never parsed unbounded; public API handlers are
 * behind the refusal budget; internal ones answer only the app's own proxy.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

function filesUnder(dir: string, match: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(full, match) : match(entry.name) ? [full] : []
  })
}

const routeFiles = filesUnder(path.resolve('src/app'), (name) => name === 'route.ts')
/** Route handlers and the modules they delegate to (e.g. src/features/tyre-hotel/server/routes.ts). */
const handlerFiles = [
  ...routeFiles,
  ...filesUnder(path.resolve('src'), (name) => /^routes?\.ts$|-route\.ts$/.test(name) && !name.endsWith('.test.ts')),
]

describe('route rules', () => {
  it('finds the routes', () => {
    expect(routeFiles.length).toBeGreaterThan(25)
  })

  it('read request bodies only under a byte cap', () => {
    const unbounded = /\b(?:request|req)\s*\.\s*(?:json|text|formData|arrayBuffer|blob)\s*\(/
    const offenders = [...new Set(handlerFiles)]
      .filter((file) => unbounded.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file))
    expect(
      offenders,
      'use parseBody (src/platform/http.ts) or readBody/readBodyBytes (src/platform/body-limit.ts)',
    ).toEqual([])
  })
})

/**
 * Internal routes only the proxy calls (behind internalOnly, below), and static assets (fonts, the map's style and
 * data, the API description), which take no input and refuse nothing: not behind the refusal budget.
 */
const UNGUARDED = /\/api\/(platform|fonts|maps|openapi\.json)\//

describe('route rules (abuse under load)', () => {
  it('export every public API handler through guarded()', () => {
    const publicApi = routeFiles.filter((file) => /\/api\//.test(file) && !UNGUARDED.test(file))
    expect(publicApi.length).toBeGreaterThan(20)
    const offenders = publicApi
      .filter((file) => {
        const source = readFileSync(file, 'utf8')
        const exported = [
          ...source.matchAll(/export (?:async function|const) (GET|POST|PUT|PATCH|DELETE|OPTIONS)\b(.*)/g),
        ]
        return (
          exported.length === 0 || exported.some(([, , rest]) => !/^ = (guarded|gated|offeringsRoute)\(/.test(rest))
        )
      })
      .map((file) => path.relative(process.cwd(), file))
    expect(offenders, 'export handlers as `export const POST = guarded(post)` (src/platform/http.ts)').toEqual([])
  })
})

describe('route rules (internal routes)', () => {
  it('export every /api/platform handler through internalOnly()', () => {
    const internal = routeFiles.filter((file) => /\/api\/platform\//.test(file))
    expect(internal.length).toBeGreaterThanOrEqual(3)
    const offenders = internal
      .filter((file) => {
        const exported = [
          ...readFileSync(file, 'utf8').matchAll(
            /export (?:async function|const) (GET|POST|PUT|PATCH|DELETE|OPTIONS)\b(.*)/g,
          ),
        ]
        return exported.length === 0 || exported.some(([, , rest]) => !/^ = internalOnly\(/.test(rest))
      })
      .map((file) => path.relative(process.cwd(), file))
    expect(
      offenders,
      'export internal handlers as `export const GET = internalOnly(get)` (src/platform/http.ts)',
    ).toEqual([])
  })
})
