/**
 * The API description (GET /api/openapi.json, src/app/api/openapi.json/operations.ts) against the route handlers it
 * describes, on the seeded demo data: every route file under src/app/api but the internal /api/platform/* is in it
 * with each method it exports, and nothing else; and each operation's example request, sent to its handler as Next
 * calls it, is validated with the very schema objects the document was made from (each schema is watched while
 * the handler runs), is answered with a status the document lists, with the documented media type, and, for a
 * success whose shape the document states, with a body of that shape. A handler that validates with another
 * schema than its contract's, or answers what the document does not say, fails here.
 */
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import type { ApiOperation } from '@/platform/openapi/operation'
import { discoverRoutes, METHODS } from '../helpers/fuzz'
import { bootPayload, type TestPayload } from '../helpers/payload'
import { seedApiData, tyreHotelSession } from '../helpers/api-data'

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>

const PUBLIC = /^\/api\/(?!platform\/)/
const routes = discoverRoutes(path.resolve('src/app')).filter(
  (r) => r.file.startsWith('src/app/api/') && PUBLIC.test(r.pattern),
)
/** `/api/car/{plate}` as Next's folder pattern `/api/car/[plate]`. */
const patternOf = (op: ApiOperation) => op.path.replace(/\{([^}]+)\}/g, '[$1]')
const nameOf = (op: ApiOperation) => `${op.method.toUpperCase()} ${op.path}`
const DAY_MS = 86_400_000

let ctx: TestPayload
let search: typeof import('@/features/search/search') | undefined
let tyreSession = ''
/** Imported once Payload is booted: the features' contracts reach modules that read the configuration on import. */
let operations: readonly ApiOperation[] = []

beforeAll(async () => {
  process.env.RATE_LIMIT_MULTIPLIER = '0' // per-address limits off, so the examples reach the code behind them
  ctx = await bootPayload()
  await seedApiData(ctx.payload)
  search = await import('@/features/search/search')
  await search.searchReady()
  tyreSession = await tyreHotelSession(ctx.payload)
  operations = (await import('@/app/api/openapi.json/operations')).API_OPERATIONS
}, 600_000)
afterAll(async () => {
  await search?.stopSearch()
  await ctx?.teardown()
})
afterEach(() => vi.restoreAllMocks())

/** Each schema the handler must run, by what it checks; a day's schema as the contract gives it around today. */
function watched(op: ApiOperation): { what: string; schemas: z.ZodType[] }[] {
  const out: { what: string; schemas: z.ZodType[] }[] = []
  if (op.params instanceof z.ZodObject) out.push({ what: 'the path', schemas: [op.params] })
  else for (const [name, schema] of Object.entries(op.params ?? {})) out.push({ what: `{${name}}`, schemas: [schema] })
  if (op.query) out.push({ what: 'the query', schemas: [op.query] })
  for (const [name, header] of Object.entries(op.headers ?? {})) out.push({ what: name, schemas: [header.schema] })
  if (op.security?.token) out.push({ what: 'the credential', schemas: [op.security.token] })
  if (typeof op.body === 'function') {
    // The handler takes the site's date, which is within a day of UTC's.
    const days = [-1, 0, 1].map((d) => new Date(Date.now() + d * DAY_MS).toISOString().slice(0, 10))
    out.push({
      what: 'the body (the day’s schema)',
      schemas: days.map((day) => (op.body as (d: string) => z.ZodType)(day)),
    })
  } else if (op.body) out.push({ what: 'the body', schemas: [op.body] })
  return out
}

function requestOf(op: ApiOperation): Request {
  const { params = {}, query = {}, headers = {}, body } = op.example
  const address = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(params[name]))
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) for (const v of [value].flat()) search.append(key, v)
  const sent = new Headers({ host: 'se.localhost', ...headers })
  if (op.security?.id === 'tyreHotelSession') sent.set('cookie', tyreSession)
  let payload: string | undefined
  if (body !== undefined) {
    const form = op.bodyType === 'application/x-www-form-urlencoded'
    sent.set('content-type', op.bodyType ?? 'application/json')
    payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body)
  }
  return new Request(`http://se.localhost${address}${search.size ? `?${search}` : ''}`, {
    method: op.method.toUpperCase(),
    headers: sent,
    body: payload,
  })
}

async function checkExample(op: ApiOperation, handler: Handler) {
  const spies = watched(op).map(({ what, schemas }) => ({
    what,
    calls: schemas.map((schema) => vi.spyOn(schema._zod, 'run')),
  }))
  const response = await handler(requestOf(op), { params: Promise.resolve(op.example.params ?? {}) })
  const status = String(response.status)
  expect(Object.keys(op.responses), `${nameOf(op)} answered ${status}`).toContain(status)
  for (const spy of spies)
    expect(
      spy.calls.some((call) => call.mock.calls.length > 0),
      `${nameOf(op)}: the handler did not validate ${spy.what} with the schema the document holds`,
    ).toBe(true)
  const documented = op.responses[response.status]
  const type = documented.contentType === undefined ? 'application/json' : documented.contentType
  if (type === null) return
  expect(response.headers.get('content-type') ?? '', `${nameOf(op)} ${status}`).toContain(type)
  if (type === 'application/json' && documented.schema) {
    const parsed = documented.schema.safeParse(await response.json())
    expect(parsed.error?.issues ?? [], `${nameOf(op)} ${status}: the answer’s shape`).toEqual([])
  }
  if (type === 'text/event-stream' && documented.events) {
    const events = [...(await response.text()).matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]) as object)
    for (const event of events.filter((e) => !('end' in e || 'nosites' in e || 'error' in e)))
      expect(documented.events.safeParse(event).error?.issues ?? [], `${nameOf(op)}: an event`).toEqual([])
  }
}

describe('the API description and the route handlers', () => {
  it('describes every method of every public route file under src/app/api, and nothing else', async () => {
    const served: string[] = []
    for (const route of routes) {
      const exported = (await import(/* @vite-ignore */ path.resolve(route.file))) as Record<string, unknown>
      for (const method of METHODS)
        if (typeof exported[method] === 'function') served.push(`${method} ${route.pattern}`)
    }
    const described = operations.map((op) => `${op.method.toUpperCase()} ${patternOf(op)}`)
    expect(served.length).toBeGreaterThan(30)
    expect(
      served.filter((s) => !described.includes(s)),
      'routes the document leaves out',
    ).toEqual([])
    expect(
      described.filter((d) => !served.includes(d)),
      'operations without a route',
    ).toEqual([])
  })

  it.each(routes.map((route) => route.pattern))(
    '%s: each example is validated with the document’s schemas and answered as documented',
    async (pattern) => {
      const route = routes.find((r) => r.pattern === pattern)!
      const exported = (await import(/* @vite-ignore */ path.resolve(route.file))) as Record<string, Handler>
      for (const op of operations.filter((o) => patternOf(o) === pattern)) {
        await checkExample(op, exported[op.method.toUpperCase()])
        vi.restoreAllMocks()
      }
    },
  )
})
